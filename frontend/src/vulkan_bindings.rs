//! DXC's Vulkan binding options — `-fvk-{b,t,s,u}-shift N SET|all`,
//! `-fvk-bind-register xX Y N M`, `-fvk-bind-globals N M`,
//! `-fvk-auto-shift-bindings` — as data: parsed from their command-line
//! values with DXC's messages, and applied to a register to give the
//! (binding, set) of a resource.
//!
//! This module knows registers and numbers only; which resources exist, and
//! which bindings collide, is semantic analysis' business
//! (`sema::vulkan_bindings`).

use std::collections::HashMap;

/// A register class letter: `b`, `t`, `s` or `u`.
pub type RegisterLetter = char;

/// The letters the shift flags exist for, in DXC's order.
pub const SHIFT_LETTERS: [RegisterLetter; 4] = ['b', 't', 's', 'u'];

/// Every Vulkan binding option of one compilation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VulkanBindingOptions {
    /// Per letter, per space (`None`: all spaces): the shift.
    shifts: HashMap<(RegisterLetter, Option<u32>), u32>,
    /// `-fvk-bind-register`: (letter, register, space) → (binding, set).
    registers: HashMap<(RegisterLetter, u32, u32), (u32, u32)>,
    /// `-fvk-bind-globals`: the `$Globals` constant buffer's (binding, set).
    pub globals: Option<(u32, u32)>,
    /// `-fvk-auto-shift-bindings`: implicit bindings start at their class's shift.
    pub auto_shift: bool,
}

/// A command-line value DXC would refuse, with DXC's message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BindingOptionError {
    #[error("invalid -fvk-{letter}-shift argument: {value}")]
    InvalidShift {
        letter: RegisterLetter,
        value: String,
    },
    #[error("negative -fvk-{letter}-shift argument: {value}")]
    NegativeShift {
        letter: RegisterLetter,
        value: String,
    },
    #[error("setting all sets via -fvk-{letter}-shift argument should be used alone")]
    AllSetsNotAlone { letter: RegisterLetter },
    #[error("-fvk-{letter}-shift is given twice for set {set}")]
    RepeatedShift { letter: RegisterLetter, set: u32 },
    #[error("-fvk-{letter}-shift cannot be used together with -fvk-bind-register")]
    ShiftWithBindRegister { letter: RegisterLetter },
    #[error("-fvk-auto-shift-bindings cannot be used together with -fvk-bind-register")]
    AutoShiftWithBindRegister,
    #[error("invalid -fvk-bind-register register: {value} (expected b, t, s or u and a number)")]
    InvalidBindRegister { value: String },
    #[error("invalid -fvk-bind-register {what} number: {value}")]
    InvalidBindRegisterNumber { what: &'static str, value: String },
    #[error("-fvk-bind-register is given twice for register {letter}{register} in space {space}")]
    RepeatedBindRegister {
        letter: RegisterLetter,
        register: u32,
        space: u32,
    },
    #[error("invalid -fvk-bind-globals {what} number: {value}")]
    InvalidBindGlobals { what: &'static str, value: String },
    #[error("{flag} requires -spirv")]
    RequiresSpirv { flag: String },
}

fn number(value: &str) -> Option<u32> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    value.parse().ok()
}

impl VulkanBindingOptions {
    /// Adds the `-fvk-<letter>-shift SHIFT SET|all` pairs of one letter.
    pub fn add_shifts(
        &mut self,
        letter: RegisterLetter,
        pairs: &[(String, String)],
    ) -> Result<(), BindingOptionError> {
        let all_sets = pairs.iter().any(|(_, set)| set == "all");
        if all_sets && pairs.len() > 1 {
            return Err(BindingOptionError::AllSetsNotAlone { letter });
        }
        for (shift, set) in pairs {
            let parse = |value: &String| {
                if value.starts_with('-') && number(&value[1..]).is_some() {
                    return Err(BindingOptionError::NegativeShift {
                        letter,
                        value: value.clone(),
                    });
                }
                number(value).ok_or_else(|| BindingOptionError::InvalidShift {
                    letter,
                    value: value.clone(),
                })
            };
            let shift = parse(shift)?;
            let set = if set == "all" {
                None
            } else {
                Some(parse(set)?)
            };
            if self.shifts.insert((letter, set), shift).is_some() {
                return Err(BindingOptionError::RepeatedShift {
                    letter,
                    set: set.unwrap_or(0),
                });
            }
        }
        Ok(())
    }

    /// Adds one `-fvk-bind-register xX SPACE BINDING SET`.
    pub fn add_bind_register(&mut self, values: [&str; 4]) -> Result<(), BindingOptionError> {
        let [register, space, binding, set] = values;
        let mut characters = register.chars();
        let letter = characters
            .next()
            .map(|c| c.to_ascii_lowercase())
            .filter(|letter| SHIFT_LETTERS.contains(letter));
        let (Some(letter), Some(register_number)) = (letter, number(characters.as_str())) else {
            return Err(BindingOptionError::InvalidBindRegister {
                value: register.to_string(),
            });
        };
        let field = |what: &'static str, value: &str| {
            number(value).ok_or_else(|| BindingOptionError::InvalidBindRegisterNumber {
                what,
                value: value.to_string(),
            })
        };
        let space = field("space", space)?;
        let target = (field("binding", binding)?, field("set", set)?);
        if self
            .registers
            .insert((letter, register_number, space), target)
            .is_some()
        {
            return Err(BindingOptionError::RepeatedBindRegister {
                letter,
                register: register_number,
                space,
            });
        }
        Ok(())
    }

    /// Sets `-fvk-bind-globals BINDING SET`.
    pub fn set_globals(&mut self, binding: &str, set: &str) -> Result<(), BindingOptionError> {
        let field = |what: &'static str, value: &str| {
            number(value).ok_or_else(|| BindingOptionError::InvalidBindGlobals {
                what,
                value: value.to_string(),
            })
        };
        self.globals = Some((field("binding", binding)?, field("set", set)?));
        Ok(())
    }

    /// DXC's rule: register remapping and shifts are alternatives.
    pub fn check_combination(&self) -> Result<(), BindingOptionError> {
        if self.registers.is_empty() {
            return Ok(());
        }
        if let Some(letter) = SHIFT_LETTERS
            .into_iter()
            .find(|letter| self.shifts.keys().any(|(shifted, _)| shifted == letter))
        {
            return Err(BindingOptionError::ShiftWithBindRegister { letter });
        }
        if self.auto_shift {
            return Err(BindingOptionError::AutoShiftWithBindRegister);
        }
        Ok(())
    }

    /// Whether any option is given (all of them need `-spirv`).
    pub fn is_empty(&self) -> bool {
        self.shifts.is_empty()
            && self.registers.is_empty()
            && self.globals.is_none()
            && !self.auto_shift
    }

    /// `-fvk-bind-register` mode: every resource needs a register that one
    /// of the flags names.
    pub fn remaps_registers(&self) -> bool {
        !self.registers.is_empty()
    }

    /// The shift of a letter in a set: the set's own, else the one for all
    /// sets, else 0.
    pub fn shift(&self, letter: RegisterLetter, set: u32) -> u32 {
        self.shifts
            .get(&(letter, Some(set)))
            .or_else(|| self.shifts.get(&(letter, None)))
            .copied()
            .unwrap_or(0)
    }

    /// `register(xN, spaceS)` as (binding, set): the `-fvk-bind-register`
    /// entry in remapping mode (`None` when it has none), else N plus the
    /// letter's shift, in set S. Bindings past `u32::MAX` are `None`.
    pub fn map_register(
        &self,
        letter: RegisterLetter,
        register: u32,
        space: u32,
    ) -> Option<(u32, u32)> {
        if self.remaps_registers() {
            return self.registers.get(&(letter, register, space)).copied();
        }
        let binding = register.checked_add(self.shift(letter, space))?;
        Some((binding, space))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn pairs(values: &[(&str, &str)]) -> Vec<(String, String)> {
        values
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn shifts_apply_per_set_then_for_all_sets() {
        let mut options = VulkanBindingOptions::default();
        options
            .add_shifts('t', &pairs(&[("100", "0"), ("200", "1")]))
            .unwrap();
        options.add_shifts('s', &pairs(&[("300", "all")])).unwrap();
        assert_eq!(options.map_register('t', 2, 0), Some((102, 0)));
        assert_eq!(options.map_register('t', 2, 1), Some((202, 1)));
        assert_eq!(options.map_register('t', 2, 5), Some((2, 5)));
        assert_eq!(options.map_register('s', 1, 7), Some((301, 7)));
        assert_eq!(options.map_register('u', 3, 0), Some((3, 0)));
        assert_eq!(options.map_register('t', u32::MAX, 0), None);
    }

    #[test]
    fn bad_shift_values_get_dxc_messages() {
        let mut options = VulkanBindingOptions::default();
        let message = |result: Result<(), BindingOptionError>| result.unwrap_err().to_string();
        assert_eq!(
            message(options.add_shifts('b', &pairs(&[("x", "0")]))),
            "invalid -fvk-b-shift argument: x"
        );
        assert_eq!(
            message(options.add_shifts('b', &pairs(&[("-4", "0")]))),
            "negative -fvk-b-shift argument: -4"
        );
        assert_eq!(
            message(options.add_shifts('u', &pairs(&[("1", "all"), ("2", "0")]))),
            "setting all sets via -fvk-u-shift argument should be used alone"
        );
        assert_eq!(
            message(options.add_shifts('t', &pairs(&[("1", "0"), ("2", "0")]))),
            "-fvk-t-shift is given twice for set 0"
        );
    }

    #[test]
    fn bind_register_remaps_exact_registers_only() {
        let mut options = VulkanBindingOptions::default();
        options.add_bind_register(["t5", "0", "3", "1"]).unwrap();
        options.add_bind_register(["S0", "2", "0", "4"]).unwrap();
        assert_eq!(options.map_register('t', 5, 0), Some((3, 1)));
        assert_eq!(options.map_register('s', 0, 2), Some((0, 4)));
        assert_eq!(options.map_register('t', 5, 1), None);
        assert_eq!(
            options
                .add_bind_register(["s10", "5t", "10", "1"])
                .unwrap_err()
                .to_string(),
            "invalid -fvk-bind-register space number: 5t"
        );
        assert_eq!(
            options
                .add_bind_register(["x1", "0", "0", "0"])
                .unwrap_err()
                .to_string(),
            "invalid -fvk-bind-register register: x1 (expected b, t, s or u and a number)"
        );
        options.add_shifts('t', &pairs(&[("1", "0")])).unwrap();
        assert_eq!(
            options.check_combination().unwrap_err().to_string(),
            "-fvk-t-shift cannot be used together with -fvk-bind-register"
        );
    }

    #[test]
    fn bind_globals_takes_two_numbers() {
        let mut options = VulkanBindingOptions::default();
        options.set_globals("4", "2").unwrap();
        assert_eq!(options.globals, Some((4, 2)));
        assert_eq!(
            options.set_globals("4", "two").unwrap_err().to_string(),
            "invalid -fvk-bind-globals set number: two"
        );
    }
}
