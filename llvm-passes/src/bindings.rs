//! Resource records and their bindings, for both lowerings: one record per
//! distinct resource behind the module's handle-creation calls, explicit
//! bindings checked for overlaps, implicit ones assigned as LLVM does (orderId
//! order, first free slot of the group, arrays reserve their whole range), and
//! record ids per class.
//!
//! The namespace decides what a group is: DXIL registers are per class and
//! space (`t0` and `s0` are different slots); Vulkan bindings are per set, and
//! an array takes one binding. On Vulkan only a texture and a sampler may
//! share a binding number (a combined image sampler, as DXC's binding
//! categories allow); an implicit binding takes a number nothing uses.
//!
//! Pure data in, data out: no IR is read or written here.

use std::collections::{BTreeMap, HashMap};

use crate::resource_types::{HandleType, ResourceClass};

/// Whose binding rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BindingNamespace {
    /// Registers per class and space.
    Dxil,
    /// Bindings per descriptor set (the request's `space`).
    Vulkan,
}

/// The slots one binding occupies: the class (DXIL only) and the space / set.
type BindingGroup = (Option<ResourceClass>, u32);

/// What may share a Vulkan binding: a texture and a sampler (Vulkan's
/// combined image sampler descriptor, read through two variables); anything
/// else holds its binding alone. (DXC's categories would also let a buffer
/// share a binding with an image; no descriptor type holds both.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VulkanCategory {
    /// Read-only textures.
    SampledImage,
    Sampler,
    /// RW textures, buffers, constant buffers.
    Exclusive,
}

impl VulkanCategory {
    pub fn of(handle_type: &HandleType) -> VulkanCategory {
        if handle_type.is_texture() && !handle_type.writable {
            VulkanCategory::SampledImage
        } else if handle_type.is_sampler() {
            VulkanCategory::Sampler
        } else {
            VulkanCategory::Exclusive
        }
    }
}

/// The sets of records compared for overlaps: per occupancy group on DXIL;
/// on Vulkan, two lanes per set — textures with exclusive records, samplers
/// with exclusive records — so that only a texture and a sampler may share.
type OverlapLane = (BindingGroup, u8);

/// What one handle-creation call asks for.
#[derive(Clone, Debug)]
pub struct BindingRequest {
    pub namespace: BindingNamespace,
    pub handle_type: HandleType,
    pub name: String,
    pub space: u32,
    /// The register for explicit bindings.
    pub lower_bound: Option<u32>,
    /// The orderId of implicit bindings.
    pub order_id: Option<u32>,
    /// `None` for an unbounded array.
    pub range: Option<u32>,
}

impl BindingRequest {
    pub fn class(&self) -> ResourceClass {
        self.handle_type.class()
    }
}

fn group_of(namespace: BindingNamespace, class: ResourceClass, space: u32) -> BindingGroup {
    match namespace {
        BindingNamespace::Dxil => (Some(class), space),
        BindingNamespace::Vulkan => (None, space),
    }
}

/// One resource of `!dx.resources`.
#[derive(Clone, Debug)]
pub struct ResourceRecord {
    pub namespace: BindingNamespace,
    pub class: ResourceClass,
    pub handle_type: HandleType,
    pub name: String,
    pub space: u32,
    pub lower_bound: u32,
    pub range: Option<u32>,
    /// Index within its class, in `!dx.resources` order.
    pub record_id: u32,
}

impl ResourceRecord {
    fn group(&self) -> BindingGroup {
        group_of(self.namespace, self.class, self.space)
    }

    fn overlap_lanes(&self) -> &'static [u8] {
        match self.namespace {
            BindingNamespace::Dxil => &[0],
            BindingNamespace::Vulkan => match VulkanCategory::of(&self.handle_type) {
                VulkanCategory::SampledImage => &[0],
                VulkanCategory::Sampler => &[1],
                VulkanCategory::Exclusive => &[0, 1],
            },
        }
    }

    /// The last register of the range, `u32::MAX` when unbounded.
    pub fn upper_bound(&self) -> u32 {
        match self.range {
            Some(range) => self.lower_bound + range.max(1) - 1,
            None => u32::MAX,
        }
    }
}

/// The records, and for each request the index of its record.
#[derive(Debug)]
pub struct Bindings {
    pub records: Vec<ResourceRecord>,
    pub record_of_request: Vec<usize>,
}

/// `binds t0..t3 in space 0` / `uses binding 3 in set 0`.
fn describe_slots(record: &ResourceRecord) -> String {
    let (lower, space) = (record.lower_bound, record.space);
    if record.namespace == BindingNamespace::Vulkan {
        return format!("uses binding {lower} in set {space}");
    }
    let letter = record.class.register_letter();
    match record.range {
        Some(1) => format!("binds {letter}{lower} in space {space}"),
        Some(range) => format!(
            "binds {letter}{lower}..{letter}{} in space {space}",
            lower + range.max(1) - 1
        ),
        None => {
            format!("binds {letter}{lower} and every register above (unbounded) in space {space}")
        }
    }
}

/// Builds the records. Errors name both resources of every overlap.
pub fn assign_bindings(requests: &[BindingRequest]) -> Result<Bindings, Vec<String>> {
    let mut records: Vec<ResourceRecord> = Vec::new();
    let mut record_of_request = Vec::with_capacity(requests.len());
    let mut explicit_keys: HashMap<(BindingGroup, u32, String, String), usize> = HashMap::new();
    let mut implicit_keys: HashMap<u32, usize> = HashMap::new();
    let mut implicit_requests: Vec<(u32, usize)> = Vec::new();

    for request in requests {
        let type_key = format!("{:?}", request.handle_type);
        let existing = match (request.lower_bound, request.order_id) {
            (Some(lower_bound), _) => explicit_keys
                .get(&(
                    group_of(request.namespace, request.class(), request.space),
                    lower_bound,
                    request.name.clone(),
                    type_key.clone(),
                ))
                .copied(),
            (None, Some(order_id)) => implicit_keys.get(&order_id).copied(),
            (None, None) => None,
        };
        if let Some(index) = existing {
            record_of_request.push(index);
            continue;
        }
        let index = records.len();
        records.push(ResourceRecord {
            namespace: request.namespace,
            class: request.class(),
            handle_type: request.handle_type.clone(),
            name: request.name.clone(),
            space: request.space,
            lower_bound: request.lower_bound.unwrap_or(0),
            range: request.range,
            record_id: 0,
        });
        match (request.lower_bound, request.order_id) {
            (Some(lower_bound), _) => {
                explicit_keys.insert(
                    (
                        group_of(request.namespace, request.class(), request.space),
                        lower_bound,
                        request.name.clone(),
                        type_key,
                    ),
                    index,
                );
            }
            (None, order_id) => {
                let order_id = order_id.unwrap_or(u32::MAX);
                implicit_keys.insert(order_id, index);
                implicit_requests.push((order_id, index));
            }
        }
        record_of_request.push(index);
    }

    let mut is_implicit = vec![false; records.len()];
    for &(_, index) in &implicit_requests {
        is_implicit[index] = true;
    }
    let explicit: Vec<usize> = (0..records.len())
        .filter(|&index| !is_implicit[index])
        .collect();
    check_overlaps(&records, &explicit)?;
    assign_implicit(&mut records, &explicit, &mut implicit_requests);
    assign_record_ids(&mut records);
    Ok(Bindings {
        records,
        record_of_request,
    })
}

fn check_overlaps(records: &[ResourceRecord], explicit: &[usize]) -> Result<(), Vec<String>> {
    let mut by_space: HashMap<OverlapLane, Vec<usize>> = HashMap::new();
    for &index in explicit {
        for &lane in records[index].overlap_lanes() {
            by_space
                .entry((records[index].group(), lane))
                .or_default()
                .push(index);
        }
    }
    let mut errors = Vec::new();
    let mut groups: Vec<_> = by_space.into_iter().collect();
    groups.sort_by_key(|(key, _)| *key);
    for ((_, lane), mut members) in groups {
        members.sort_by_key(|&index| (records[index].lower_bound, index));
        // The member reaching furthest so far: every later start below its end overlaps it.
        let mut furthest: Option<usize> = None;
        for &index in &members {
            let record = &records[index];
            if let Some(previous) = furthest {
                let earlier = &records[previous];
                // Two exclusive records meet in both lanes: reported in the first.
                let reported_elsewhere = lane == 1
                    && record.overlap_lanes().len() == 2
                    && earlier.overlap_lanes().len() == 2;
                if record.lower_bound <= earlier.upper_bound() && !reported_elsewhere {
                    errors.push(format!(
                        "resources '{}' and '{}' overlap: '{}' ({}) {}, '{}' ({}) {}",
                        earlier.name,
                        record.name,
                        earlier.name,
                        earlier.handle_type.hlsl_name(),
                        describe_slots(earlier),
                        record.name,
                        record.handle_type.hlsl_name(),
                        describe_slots(record),
                    ));
                }
            }
            if furthest
                .is_none_or(|previous| record.upper_bound() > records[previous].upper_bound())
            {
                furthest = Some(index);
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The occupied slots of one group: disjoint intervals (first, last), merged
/// when they touch, so that filling slots one after another keeps one
/// interval and a first-fit search stays short.
#[derive(Default)]
struct Occupancy {
    intervals: BTreeMap<u32, u32>,
}

impl Occupancy {
    fn insert(&mut self, mut first: u32, mut last: u32) {
        if let Some((&start, &end)) = self.intervals.range(..=first).next_back() {
            if end.saturating_add(1) >= first {
                first = start;
                last = last.max(end);
                self.intervals.remove(&start);
            }
        }
        while let Some((&start, &end)) = self.intervals.range(first..).next() {
            if start > last.saturating_add(1) {
                break;
            }
            last = last.max(end);
            self.intervals.remove(&start);
        }
        self.intervals.insert(first, last);
    }

    /// The first slot from which `range` slots (all above, when unbounded)
    /// are free.
    fn first_fit(&self, range: Option<u32>) -> u32 {
        let mut candidate: u32 = 0;
        for (&start, &end) in &self.intervals {
            let wanted_end = match range {
                Some(range) => candidate.saturating_add(range.max(1) - 1),
                None => u32::MAX,
            };
            if wanted_end < start {
                break;
            }
            if end >= candidate {
                candidate = end.saturating_add(1);
            }
        }
        candidate
    }
}

/// First free register of the class and space (on Vulkan: the first binding
/// of the set no category uses), in orderId order.
fn assign_implicit(
    records: &mut [ResourceRecord],
    explicit: &[usize],
    implicit_requests: &mut [(u32, usize)],
) {
    let mut occupied: HashMap<BindingGroup, Occupancy> = HashMap::new();
    for &index in explicit {
        let record = &records[index];
        occupied
            .entry(record.group())
            .or_default()
            .insert(record.lower_bound, record.upper_bound());
    }
    implicit_requests.sort_by_key(|(order_id, index)| (*order_id, *index));
    for &(_, index) in implicit_requests.iter() {
        let occupancy = occupied.entry(records[index].group()).or_default();
        let candidate = occupancy.first_fit(records[index].range);
        records[index].lower_bound = candidate;
        occupancy.insert(candidate, records[index].upper_bound());
    }
}

fn assign_record_ids(records: &mut [ResourceRecord]) {
    let mut order: Vec<usize> = (0..records.len()).collect();
    order.sort_by(|&a, &b| {
        let (left, right) = (&records[a], &records[b]);
        (left.class, left.space, left.lower_bound, &left.name).cmp(&(
            right.class,
            right.space,
            right.lower_bound,
            &right.name,
        ))
    });
    let mut next_id: HashMap<ResourceClass, u32> = HashMap::new();
    for index in order {
        let id = next_id.entry(records[index].class).or_default();
        records[index].record_id = *id;
        *id += 1;
    }
}

#[cfg(test)]
mod tests;
