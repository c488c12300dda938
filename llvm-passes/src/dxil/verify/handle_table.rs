//! What each handle value of a module is: the walk registers every handle op
//! call once ([`HandleSource`]), then [`HandleTable::facts`] answers in O(1)
//! what a handle operand is — its class, ResourceKind and sampler mode.
//!
//! SM ≥ 6.6: `annotateHandle` carries the kind in its ResourceProperties
//! (word 0: bits 0–7 kind, bit 12 UAV, bit 15 comparison sampler), the binding
//! class comes from the `createHandleFromBinding` it annotates. SM < 6.6:
//! `createHandle`'s class and record id select a `!dx.resources` record.
//! Handles that reach an op through phi, select, arguments or loads have no
//! entry: their kind is unknown and the kind rules skip them.
//!
//! Pure and generic over the key (the walk uses the `LLVMValueRef` address).

use std::collections::HashMap;
use std::hash::Hash;

use crate::resource_types::{ResourceClass, ResourceKind};

use super::facts::{HandleFacts, HandleOrigin};
use super::records::ResourceRecords;

const KIND_MASK: i64 = 0xFF;
const UAV_BIT: i64 = 1 << 12;
const COMPARISON_SAMPLER_BIT: i64 = 1 << 15;

/// How a handle value was made, as far as the handle op's constants say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandleSource<K> {
    /// `createHandle(opcode, i8 class, i32 rangeId, …)`.
    CreateHandle {
        class: Option<ResourceClass>,
        record_id: Option<i64>,
    },
    /// `createHandleFromBinding(opcode, ResBind { …, i8 class }, …)`.
    FromBinding { class: Option<ResourceClass> },
    /// `annotateHandle(opcode, binding, ResourceProperties { word0, … })`.
    Annotated { binding: K, word0: Option<i64> },
}

/// What word 0 of a ResourceProperties says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodedProperties {
    /// The kind number (bits 0–7), whether or not it is a valid kind.
    pub kind_number: i64,
    pub kind: Option<ResourceKind>,
    pub class: ResourceClass,
    pub comparison_sampler: Option<bool>,
}

/// Decodes word 0 of a ResourceProperties.
pub fn decode_properties(word0: i64) -> DecodedProperties {
    let kind_number = word0 & KIND_MASK;
    let kind = u32::try_from(kind_number)
        .ok()
        .and_then(ResourceKind::from_dxil_number);
    let class = match kind {
        Some(ResourceKind::Sampler) => ResourceClass::Sampler,
        Some(ResourceKind::CBuffer) => ResourceClass::Cbv,
        _ if word0 & UAV_BIT != 0 => ResourceClass::Uav,
        _ => ResourceClass::Srv,
    };
    let comparison_sampler =
        (kind == Some(ResourceKind::Sampler)).then_some(word0 & COMPARISON_SAMPLER_BIT != 0);
    DecodedProperties {
        kind_number,
        kind,
        class,
        comparison_sampler,
    }
}

/// Every registered handle of a module and the `!dx.resources` records.
#[derive(Clone, Debug)]
pub struct HandleTable<K> {
    sources: HashMap<K, HandleSource<K>>,
    records: ResourceRecords,
}

impl<K: Copy + Eq + Hash> HandleTable<K> {
    pub fn new(records: ResourceRecords) -> HandleTable<K> {
        HandleTable {
            sources: HashMap::new(),
            records,
        }
    }

    pub fn register(&mut self, handle: K, source: HandleSource<K>) {
        self.sources.insert(handle, source);
    }

    /// What is known about `handle`, `None` when it does not come straight from
    /// a handle op.
    pub fn facts(&self, handle: K) -> Option<HandleFacts> {
        Some(match *self.sources.get(&handle)? {
            HandleSource::CreateHandle { class, record_id } => {
                let record = class
                    .zip(record_id)
                    .and_then(|(class, id)| self.records.get(class, id));
                HandleFacts {
                    origin: HandleOrigin::CreateHandle {
                        record_found: record.is_some(),
                    },
                    class,
                    kind: match class {
                        Some(ResourceClass::Cbv) => Some(ResourceKind::CBuffer),
                        Some(ResourceClass::Sampler) => Some(ResourceKind::Sampler),
                        _ => record.and_then(|record| record.kind),
                    },
                    comparison_sampler: record.and_then(|record| record.comparison_sampler),
                }
            }
            HandleSource::FromBinding { class } => HandleFacts {
                origin: HandleOrigin::FromBinding,
                class,
                kind: match class {
                    Some(ResourceClass::Cbv) => Some(ResourceKind::CBuffer),
                    Some(ResourceClass::Sampler) => Some(ResourceKind::Sampler),
                    _ => None,
                },
                comparison_sampler: None,
            },
            HandleSource::Annotated { binding, word0 } => {
                let binding_class = match self.sources.get(&binding) {
                    Some(HandleSource::FromBinding { class }) => *class,
                    _ => None,
                };
                match word0.map(decode_properties) {
                    Some(properties) => HandleFacts {
                        origin: HandleOrigin::Annotated,
                        class: Some(properties.class),
                        kind: properties.kind,
                        comparison_sampler: properties.comparison_sampler,
                    },
                    None => HandleFacts {
                        origin: HandleOrigin::Annotated,
                        class: binding_class,
                        kind: None,
                        comparison_sampler: None,
                    },
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llvm::MetadataTree::{self, Int, Node, Null, Other};

    #[test]
    fn decodes_the_dxil_md_property_words() {
        let texture = decode_properties(2);
        assert_eq!(texture.kind, Some(ResourceKind::Texture2D));
        assert_eq!(texture.class, ResourceClass::Srv);
        let rw = decode_properties(4098);
        assert_eq!(rw.kind, Some(ResourceKind::Texture2D));
        assert_eq!(rw.class, ResourceClass::Uav);
        assert_eq!(
            decode_properties(4106).kind,
            Some(ResourceKind::TypedBuffer)
        );
        let sampler = decode_properties(14);
        assert_eq!(sampler.class, ResourceClass::Sampler);
        assert_eq!(sampler.comparison_sampler, Some(false));
        assert_eq!(decode_properties(32782).comparison_sampler, Some(true));
        let unknown = decode_properties(0);
        assert_eq!((unknown.kind_number, unknown.kind), (0, None));
    }

    #[test]
    fn annotated_handles_take_the_properties() {
        let mut table = HandleTable::new(ResourceRecords::default());
        table.register(
            1,
            HandleSource::FromBinding {
                class: Some(ResourceClass::Uav),
            },
        );
        table.register(
            2,
            HandleSource::Annotated {
                binding: 1,
                word0: Some(4098),
            },
        );
        table.register(
            3,
            HandleSource::Annotated {
                binding: 1,
                word0: None,
            },
        );
        let annotated = table.facts(2).unwrap();
        assert_eq!(annotated.origin, HandleOrigin::Annotated);
        assert_eq!(annotated.kind, Some(ResourceKind::Texture2D));
        assert_eq!(annotated.is_uav(), Some(true));
        assert_eq!(table.facts(3).unwrap().class, Some(ResourceClass::Uav));
        assert_eq!(table.facts(1).unwrap().kind, None);
        assert_eq!(table.facts(4), None);
    }

    fn record(id: i64, field6: i64) -> MetadataTree {
        Node(vec![
            Int(id),
            Other,
            Other,
            Int(0),
            Int(0),
            Int(1),
            Int(field6),
        ])
    }

    #[test]
    fn create_handle_reads_the_records() {
        let root = Node(vec![
            Node(vec![record(0, 7)]),
            Null,
            Null,
            Node(vec![record(0, 1)]),
        ]);
        let (records, _) = ResourceRecords::parse(Some(&[root]));
        let mut table = HandleTable::new(records);
        let legacy = |class, id| HandleSource::CreateHandle {
            class: Some(class),
            record_id: Some(id),
        };
        table.register(1, legacy(ResourceClass::Srv, 0));
        table.register(2, legacy(ResourceClass::Sampler, 0));
        table.register(3, legacy(ResourceClass::Srv, 5));
        assert_eq!(
            table.facts(1).unwrap().kind,
            Some(ResourceKind::Texture2DArray)
        );
        let sampler = table.facts(2).unwrap();
        assert_eq!(sampler.kind, Some(ResourceKind::Sampler));
        assert_eq!(sampler.comparison_sampler, Some(true));
        let missing = table.facts(3).unwrap();
        assert_eq!(
            missing.origin,
            HandleOrigin::CreateHandle {
                record_found: false
            }
        );
        assert_eq!(missing.kind, None);
    }
}
