//! The compute system-value intrinsics (`SV_DispatchThreadID`, `SV_GroupID`,
//! `SV_GroupThreadID`, `SV_GroupIndex`) of both APIs, as LLVM 22 spells them.
//!
//! LLVM 22 knows these intrinsics itself; the catalogue records their names so
//! that the front end can emit them and the lowerings can recognise them without
//! spelling names of their own.

use crate::ir_type::IrType;
use crate::target::Api;

/// Which system value an intrinsic reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SystemValue {
    /// `SV_DispatchThreadID`, one component per call.
    DispatchThreadId,
    /// `SV_GroupID`, one component per call.
    GroupId,
    /// `SV_GroupThreadID`, one component per call.
    GroupThreadId,
    /// `SV_GroupIndex`, no operand.
    FlattenedGroupThreadIndex,
}

/// One row: the base name per API, whether the call takes an i32 component
/// operand, and whether the API overloads the i32 result (adds `.i32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SystemValueIntrinsic {
    pub value: SystemValue,
    pub api: Api,
    pub base_name: &'static str,
    pub takes_component: bool,
    pub overloaded_result: bool,
}

macro_rules! row {
    ($value:ident, $api:ident, $name:literal, component $component:literal, overloaded $overloaded:literal) => {
        SystemValueIntrinsic {
            value: SystemValue::$value,
            api: Api::$api,
            base_name: $name,
            takes_component: $component,
            overloaded_result: $overloaded,
        }
    };
}

/// Longest names first, so that a prefix scan finds the longest match.
static SYSTEM_VALUE_INTRINSICS: &[SystemValueIntrinsic] = &[
    row!(FlattenedGroupThreadIndex, Dx, "llvm.dx.flattened.thread.id.in.group", component false, overloaded false),
    row!(FlattenedGroupThreadIndex, Spv, "llvm.spv.flattened.thread.id.in.group", component false, overloaded false),
    row!(GroupThreadId, Dx, "llvm.dx.thread.id.in.group", component true, overloaded false),
    row!(GroupThreadId, Spv, "llvm.spv.thread.id.in.group", component true, overloaded true),
    row!(DispatchThreadId, Dx, "llvm.dx.thread.id", component true, overloaded false),
    row!(DispatchThreadId, Spv, "llvm.spv.thread.id", component true, overloaded true),
    row!(GroupId, Dx, "llvm.dx.group.id", component true, overloaded false),
    row!(GroupId, Spv, "llvm.spv.group.id", component true, overloaded true),
];

/// The row of a callee name: the longest base name followed by `.` or the end.
pub fn recognise_system_value(callee_name: &str) -> Option<&'static SystemValueIntrinsic> {
    if !callee_name.starts_with("llvm.dx.") && !callee_name.starts_with("llvm.spv.") {
        return None;
    }
    SYSTEM_VALUE_INTRINSICS.iter().find(|row| {
        callee_name
            .strip_prefix(row.base_name)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    })
}

/// The row for a system value of an API.
pub fn system_value_intrinsic(api: Api, value: SystemValue) -> &'static SystemValueIntrinsic {
    SYSTEM_VALUE_INTRINSICS
        .iter()
        .find(|row| row.api == api && row.value == value)
        .expect("every (api, value) has a row")
}

impl SystemValueIntrinsic {
    /// The exact name LLVM 22 gives the declaration.
    pub fn mangled_name(&self) -> String {
        if self.overloaded_result {
            format!("{}.{}", self.base_name, IrType::I32.mangled_suffix())
        } else {
            self.base_name.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_llvm_22() {
        let expected = [
            (Api::Dx, SystemValue::DispatchThreadId, "llvm.dx.thread.id"),
            (Api::Dx, SystemValue::GroupId, "llvm.dx.group.id"),
            (
                Api::Dx,
                SystemValue::GroupThreadId,
                "llvm.dx.thread.id.in.group",
            ),
            (
                Api::Dx,
                SystemValue::FlattenedGroupThreadIndex,
                "llvm.dx.flattened.thread.id.in.group",
            ),
            (
                Api::Spv,
                SystemValue::DispatchThreadId,
                "llvm.spv.thread.id.i32",
            ),
            (Api::Spv, SystemValue::GroupId, "llvm.spv.group.id.i32"),
            (
                Api::Spv,
                SystemValue::GroupThreadId,
                "llvm.spv.thread.id.in.group.i32",
            ),
            (
                Api::Spv,
                SystemValue::FlattenedGroupThreadIndex,
                "llvm.spv.flattened.thread.id.in.group",
            ),
        ];
        for (api, value, name) in expected {
            let row = system_value_intrinsic(api, value);
            assert_eq!(row.mangled_name(), name);
            assert_eq!(recognise_system_value(name), Some(row));
        }
    }

    #[test]
    fn recognition_takes_the_longest_name() {
        assert_eq!(
            recognise_system_value("llvm.dx.thread.id.in.group")
                .unwrap()
                .value,
            SystemValue::GroupThreadId
        );
        assert_eq!(
            recognise_system_value("llvm.spv.thread.id.i32")
                .unwrap()
                .value,
            SystemValue::DispatchThreadId
        );
        assert_eq!(recognise_system_value("llvm.dx.thread.idx"), None);
        assert_eq!(recognise_system_value("llvm.dx.resource.sample"), None);
    }
}
