//! The `!dx.resources` records of shader models below 6.6, where a
//! `dx.op.createHandle` names its resource by class and record id (DXIL.md
//! "Module metadata"): `!{SRVs, UAVs, CBVs, Samplers}`, each list `null` or a
//! node of records `!{i32 id, symbol, name, i32 space, i32 lower bound,
//! i32 range size, …}`; SRV and UAV records hold the ResourceKind in field 6,
//! sampler records the sampler type (0 default, 1 comparison).
//!
//! Pure: reads an owned metadata tree, reports malformed records as text. It
//! must not walk IR.

use std::collections::HashMap;

use crate::llvm::MetadataTree;
use crate::resource_types::{ResourceClass, ResourceKind};

use super::violation::class_label;

/// Field 6 of SRV and UAV records (kind) and of sampler records (type).
const KIND_FIELD: usize = 6;

/// What a record says about its resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordFacts {
    pub kind: Option<ResourceKind>,
    pub comparison_sampler: Option<bool>,
}

/// The records of `!dx.resources`, by (class, record id).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceRecords {
    records: HashMap<(ResourceClass, i64), RecordFacts>,
}

impl ResourceRecords {
    pub fn get(&self, class: ResourceClass, id: i64) -> Option<RecordFacts> {
        self.records.get(&(class, id)).copied()
    }

    /// Reads the operands of `!dx.resources` (`None` when the module has none).
    /// Returns the records and a message per malformed entry.
    pub fn parse(operands: Option<&[MetadataTree]>) -> (ResourceRecords, Vec<String>) {
        let mut records = ResourceRecords::default();
        let mut problems = Vec::new();
        let Some(operands) = operands else {
            return (records, problems);
        };
        if operands.len() != 1 {
            problems.push(format!(
                "!dx.resources must have one operand (the SRV, UAV, CBV and Sampler lists), found {}",
                operands.len()
            ));
        }
        let Some(root) = operands.first() else {
            return (records, problems);
        };
        let lists = match root {
            MetadataTree::Node(lists) if lists.len() == 4 => lists,
            _ => {
                problems.push(
                    "!dx.resources must be !{SRVs, UAVs, CBVs, Samplers}, four lists or null"
                        .to_string(),
                );
                return (records, problems);
            }
        };
        for (class, list) in ResourceClass::ALL.into_iter().zip(lists) {
            let entries = match list {
                MetadataTree::Null => continue,
                MetadataTree::Node(entries) => entries,
                _ => {
                    problems.push(format!(
                        "!dx.resources: the {} list must be a node or null",
                        class_label(class)
                    ));
                    continue;
                }
            };
            for (position, entry) in entries.iter().enumerate() {
                records.read_record(class, position, entry, &mut problems);
            }
        }
        (records, problems)
    }

    fn read_record(
        &mut self,
        class: ResourceClass,
        position: usize,
        record: &MetadataTree,
        problems: &mut Vec<String>,
    ) {
        let label = class_label(class);
        let Some(id) = record.operand(0).and_then(MetadataTree::as_int) else {
            problems.push(format!(
                "!dx.resources: {label} record {position} does not start with an i32 record id"
            ));
            return;
        };
        let field = record.operand(KIND_FIELD).and_then(MetadataTree::as_int);
        let facts = match class {
            ResourceClass::Srv | ResourceClass::Uav => {
                let kind = field
                    .and_then(|number| u32::try_from(number).ok())
                    .and_then(ResourceKind::from_dxil_number);
                if kind.is_none() {
                    problems.push(format!(
                        "!dx.resources: {label} record {id} has no resource kind in field 6"
                    ));
                }
                RecordFacts {
                    kind,
                    comparison_sampler: None,
                }
            }
            ResourceClass::Cbv => RecordFacts {
                kind: Some(ResourceKind::CBuffer),
                comparison_sampler: None,
            },
            ResourceClass::Sampler => {
                let comparison = match field {
                    Some(0) => Some(false),
                    Some(1) => Some(true),
                    _ => {
                        problems.push(format!(
                            "!dx.resources: Sampler record {id} has no sampler type (0 or 1) in field 6"
                        ));
                        None
                    }
                };
                RecordFacts {
                    kind: Some(ResourceKind::Sampler),
                    comparison_sampler: comparison,
                }
            }
        };
        if self.records.insert((class, id), facts).is_some() {
            problems.push(format!(
                "!dx.resources: two {label} records have the id {id}"
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MetadataTree::{Int, Node, Null, Other, String as Text};

    fn record(id: i64, field6: i64) -> MetadataTree {
        Node(vec![
            Int(id),
            Other,
            Text("T".into()),
            Int(0),
            Int(0),
            Int(1),
            Int(field6),
            Int(0),
            Null,
        ])
    }

    #[test]
    fn reads_kinds_by_class_and_id() {
        let root = Node(vec![
            Node(vec![record(0, 2), record(1, 9)]),
            Node(vec![record(0, 4)]),
            Null,
            Node(vec![record(0, 0), record(1, 1)]),
        ]);
        let (records, problems) = ResourceRecords::parse(Some(&[root]));
        assert_eq!(problems, Vec::<String>::new());
        let kind = |class, id| records.get(class, id).and_then(|r| r.kind);
        assert_eq!(kind(ResourceClass::Srv, 0), Some(ResourceKind::Texture2D));
        assert_eq!(
            kind(ResourceClass::Srv, 1),
            Some(ResourceKind::TextureCubeArray)
        );
        assert_eq!(kind(ResourceClass::Uav, 0), Some(ResourceKind::Texture3D));
        assert_eq!(kind(ResourceClass::Uav, 1), None);
        assert_eq!(
            records
                .get(ResourceClass::Sampler, 1)
                .unwrap()
                .comparison_sampler,
            Some(true)
        );
        assert!(records.get(ResourceClass::Cbv, 0).is_none());
    }

    #[test]
    fn reports_malformed_records() {
        let root = Node(vec![
            Node(vec![
                record(0, 77),
                Node(vec![Text("x".into())]),
                record(0, 2),
            ]),
            Null,
            Null,
            Node(vec![record(0, 5)]),
        ]);
        let (_, problems) = ResourceRecords::parse(Some(&[root]));
        assert_eq!(
            problems,
            [
                "!dx.resources: SRV record 0 has no resource kind in field 6",
                "!dx.resources: SRV record 1 does not start with an i32 record id",
                "!dx.resources: two SRV records have the id 0",
                "!dx.resources: Sampler record 0 has no sampler type (0 or 1) in field 6",
            ]
        );
        let (_, problems) = ResourceRecords::parse(Some(&[Null]));
        assert_eq!(problems.len(), 1);
        let (_, problems) = ResourceRecords::parse(None);
        assert!(problems.is_empty());
    }
}
