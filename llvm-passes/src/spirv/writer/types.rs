//! The writer's types and constants: each SPIR-V type and constant is declared
//! once, keyed by value (naga's `LookupType` cache), in an order where every
//! declaration follows what it refers to.
//!
//! [`SpvType`] is the writer's description of a SPIR-V type; [`Globals`] owns
//! the module's types/constants/global-variables section and the id counter.
//! This module knows SPIR-V's type and constant instructions; it does not
//! know LLVM IR (the translation of LLVM types is in `values.rs`).

use std::collections::HashMap;

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Capability, Decoration, Dim, ImageFormat, Op, StorageClass, Word};

/// A SPIR-V type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum SpvType {
    Void,
    Bool,
    Int(u32),
    Float(u32),
    Vector(Box<SpvType>, u32),
    Array(Box<SpvType>, u64),
    RuntimeArray(Box<SpvType>),
    /// A struct: the key tells distinct structs apart (an LLVM struct type,
    /// or a wrapper the writer makes), the members are the field types.
    Struct {
        key: StructKey,
        members: Vec<SpvType>,
    },
    Pointer(StorageClass, Box<SpvType>),
    Function(Box<SpvType>, Vec<SpvType>),
    Image(ImageShape),
    Sampler,
}

/// What tells two struct types apart.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum StructKey {
    /// The struct of an LLVM struct type (its snapshot type id).
    Llvm(u32),
    /// The `Block` wrapper of a buffer variable whose contents are the type of
    /// that snapshot id (`[0 x T]` or a cbuffer layout struct).
    Block { contents: u32, writable: bool },
}

/// The operands of an `OpTypeImage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct ImageShape {
    pub sampled_type: ScalarKind,
    pub dim: Dim,
    pub depth: u32,
    pub arrayed: u32,
    pub multisampled: u32,
    pub sampled: u32,
    pub format: ImageFormat,
}

/// An image's sampled type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum ScalarKind {
    Float(u32),
    Int(u32),
}

impl SpvType {
    pub fn vector_or_scalar(scalar: SpvType, count: u32) -> SpvType {
        if count == 1 {
            scalar
        } else {
            SpvType::Vector(Box::new(scalar), count)
        }
    }

    /// The component type of a vector, or the type itself.
    pub fn scalar(&self) -> &SpvType {
        match self {
            SpvType::Vector(element, _) => element,
            other => other,
        }
    }

    pub fn lanes(&self) -> u32 {
        match self {
            SpvType::Vector(_, count) => *count,
            _ => 1,
        }
    }

    pub fn is_bool(&self) -> bool {
        matches!(self.scalar(), SpvType::Bool)
    }

    pub fn is_float(&self) -> bool {
        matches!(self.scalar(), SpvType::Float(_))
    }

    pub fn bits(&self) -> u32 {
        match self.scalar() {
            SpvType::Int(bits) | SpvType::Float(bits) => *bits,
            _ => 0,
        }
    }
}

/// A constant, by value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ConstantKey {
    Scalar(SpvType, u64),
    Composite(SpvType, Vec<Word>),
    Null(SpvType),
    Undef(SpvType),
}

/// The types, constants and global variables of the module being written.
pub(super) struct Globals {
    next_id: Word,
    pub section: Vec<Instruction>,
    pub annotations: Vec<Instruction>,
    pub names: Vec<Instruction>,
    types: HashMap<SpvType, Word>,
    constants: HashMap<ConstantKey, Word>,
    /// Capabilities the declared types need.
    pub capabilities: Vec<Capability>,
    /// Names to give struct types (by LLVM struct key).
    pub struct_names: HashMap<u32, String>,
}

impl Globals {
    pub fn new() -> Globals {
        Globals {
            next_id: 1,
            section: Vec::new(),
            annotations: Vec::new(),
            names: Vec::new(),
            types: HashMap::new(),
            constants: HashMap::new(),
            capabilities: Vec::new(),
            struct_names: HashMap::new(),
        }
    }

    pub fn id(&mut self) -> Word {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    pub fn bound(&self) -> Word {
        self.next_id
    }

    fn require(&mut self, capability: Capability) {
        if !self.capabilities.contains(&capability) {
            self.capabilities.push(capability);
        }
    }

    /// The id of `ty`, declared (with what it refers to) on first use.
    pub fn type_id(&mut self, ty: &SpvType) -> Word {
        if let Some(id) = self.types.get(ty) {
            return *id;
        }
        let (opcode, operands) = match ty {
            SpvType::Void => (Op::TypeVoid, vec![]),
            SpvType::Bool => (Op::TypeBool, vec![]),
            SpvType::Int(bits) => {
                match bits {
                    8 => self.require(Capability::Int8),
                    16 => self.require(Capability::Int16),
                    64 => self.require(Capability::Int64),
                    _ => {}
                }
                (
                    Op::TypeInt,
                    vec![Operand::LiteralBit32(*bits), Operand::LiteralBit32(0)],
                )
            }
            SpvType::Float(bits) => {
                match bits {
                    16 => self.require(Capability::Float16),
                    64 => self.require(Capability::Float64),
                    _ => {}
                }
                (Op::TypeFloat, vec![Operand::LiteralBit32(*bits)])
            }
            SpvType::Vector(element, count) => {
                let element = self.type_id(element);
                (
                    Op::TypeVector,
                    vec![Operand::IdRef(element), Operand::LiteralBit32(*count)],
                )
            }
            SpvType::Array(element, count) => {
                let element = self.type_id(element);
                let length = self.uint_constant(*count as u32);
                (
                    Op::TypeArray,
                    vec![Operand::IdRef(element), Operand::IdRef(length)],
                )
            }
            SpvType::RuntimeArray(element) => {
                let element = self.type_id(element);
                (Op::TypeRuntimeArray, vec![Operand::IdRef(element)])
            }
            SpvType::Struct { members, .. } => {
                let members = members
                    .iter()
                    .map(|member| Operand::IdRef(self.type_id(member)))
                    .collect();
                (Op::TypeStruct, members)
            }
            SpvType::Pointer(storage_class, pointee) => {
                let pointee = self.type_id(pointee);
                (
                    Op::TypePointer,
                    vec![
                        Operand::StorageClass(*storage_class),
                        Operand::IdRef(pointee),
                    ],
                )
            }
            SpvType::Function(result, parameters) => {
                let mut operands = vec![Operand::IdRef(self.type_id(result))];
                for parameter in parameters {
                    operands.push(Operand::IdRef(self.type_id(parameter)));
                }
                (Op::TypeFunction, operands)
            }
            SpvType::Image(shape) => {
                let storage = shape.sampled == 2;
                match (shape.dim, storage) {
                    (Dim::DimBuffer, false) => self.require(Capability::SampledBuffer),
                    (Dim::DimBuffer, true) => self.require(Capability::ImageBuffer),
                    (Dim::Dim1D, false) => self.require(Capability::Sampled1D),
                    (Dim::Dim1D, true) => self.require(Capability::Image1D),
                    (Dim::DimCube, false) if shape.arrayed == 1 => {
                        self.require(Capability::SampledCubeArray)
                    }
                    (Dim::DimCube, true) if shape.arrayed == 1 => {
                        self.require(Capability::ImageCubeArray)
                    }
                    _ => {}
                }
                if storage && shape.multisampled == 1 {
                    self.require(Capability::StorageImageMultisample);
                }
                let sampled = match shape.sampled_type {
                    ScalarKind::Float(bits) => SpvType::Float(bits),
                    ScalarKind::Int(bits) => SpvType::Int(bits),
                };
                let sampled = self.type_id(&sampled);
                (
                    Op::TypeImage,
                    vec![
                        Operand::IdRef(sampled),
                        Operand::Dim(shape.dim),
                        Operand::LiteralBit32(shape.depth),
                        Operand::LiteralBit32(shape.arrayed),
                        Operand::LiteralBit32(shape.multisampled),
                        Operand::LiteralBit32(shape.sampled),
                        Operand::ImageFormat(shape.format),
                    ],
                )
            }
            SpvType::Sampler => (Op::TypeSampler, vec![]),
        };
        // A recursive declaration may have declared it meanwhile (never for
        // these acyclic types, but keep the cache single-valued).
        if let Some(id) = self.types.get(ty) {
            return *id;
        }
        let id = self.id();
        self.section
            .push(Instruction::new(opcode, None, Some(id), operands));
        self.types.insert(ty.clone(), id);
        if let SpvType::Struct {
            key: StructKey::Llvm(key),
            ..
        } = ty
        {
            if let Some(name) = self.struct_names.get(key).cloned() {
                self.name(id, &name);
            }
        }
        id
    }

    pub fn name(&mut self, id: Word, name: &str) {
        if name.is_empty() {
            return;
        }
        self.names.push(Instruction::new(
            Op::Name,
            None,
            None,
            vec![Operand::IdRef(id), Operand::LiteralString(name.to_string())],
        ));
    }

    pub fn decorate(&mut self, id: Word, decoration: Decoration, literals: &[u32]) {
        let mut operands = vec![Operand::IdRef(id), Operand::Decoration(decoration)];
        operands.extend(
            literals
                .iter()
                .map(|literal| Operand::LiteralBit32(*literal)),
        );
        self.annotations
            .push(Instruction::new(Op::Decorate, None, None, operands));
    }

    pub fn decorate_operands(&mut self, id: Word, decoration: Decoration, extra: Vec<Operand>) {
        let mut operands = vec![Operand::IdRef(id), Operand::Decoration(decoration)];
        operands.extend(extra);
        self.annotations
            .push(Instruction::new(Op::Decorate, None, None, operands));
    }

    pub fn member_decorate(
        &mut self,
        id: Word,
        member: u32,
        decoration: Decoration,
        literals: &[u32],
    ) {
        let mut operands = vec![
            Operand::IdRef(id),
            Operand::LiteralBit32(member),
            Operand::Decoration(decoration),
        ];
        operands.extend(
            literals
                .iter()
                .map(|literal| Operand::LiteralBit32(*literal)),
        );
        self.annotations
            .push(Instruction::new(Op::MemberDecorate, None, None, operands));
    }

    /// A scalar constant of `ty` (bool, int or float) with the bits `value`
    /// (the low `bits` bits are used).
    pub fn scalar_constant(&mut self, ty: &SpvType, value: u64) -> Word {
        let key = ConstantKey::Scalar(ty.clone(), value);
        if let Some(id) = self.constants.get(&key) {
            return *id;
        }
        let type_id = self.type_id(ty);
        let id = self.id();
        let instruction = match ty {
            SpvType::Bool if value != 0 => {
                Instruction::new(Op::ConstantTrue, Some(type_id), Some(id), vec![])
            }
            SpvType::Bool => Instruction::new(Op::ConstantFalse, Some(type_id), Some(id), vec![]),
            _ if ty.bits() == 64 => Instruction::new(
                Op::Constant,
                Some(type_id),
                Some(id),
                vec![Operand::LiteralBit64(value)],
            ),
            _ => {
                let mask = if ty.bits() >= 32 {
                    u32::MAX
                } else {
                    (1u32 << ty.bits()) - 1
                };
                Instruction::new(
                    Op::Constant,
                    Some(type_id),
                    Some(id),
                    vec![Operand::LiteralBit32(value as u32 & mask)],
                )
            }
        };
        self.section.push(instruction);
        self.constants.insert(key, id);
        id
    }

    pub fn uint_constant(&mut self, value: u32) -> Word {
        self.scalar_constant(&SpvType::Int(32), u64::from(value))
    }

    /// A float constant of `ty` (16, 32 or 64 bits) with the value `value`.
    pub fn float_constant(&mut self, ty: &SpvType, value: f64) -> Word {
        let bits = match ty.bits() {
            16 => u64::from(f32_to_f16_bits(value as f32)),
            32 => u64::from((value as f32).to_bits()),
            _ => value.to_bits(),
        };
        self.scalar_constant(ty, bits)
    }

    pub fn composite_constant(&mut self, ty: &SpvType, members: Vec<Word>) -> Word {
        let key = ConstantKey::Composite(ty.clone(), members.clone());
        if let Some(id) = self.constants.get(&key) {
            return *id;
        }
        let type_id = self.type_id(ty);
        let id = self.id();
        self.section.push(Instruction::new(
            Op::ConstantComposite,
            Some(type_id),
            Some(id),
            members.into_iter().map(Operand::IdRef).collect(),
        ));
        self.constants.insert(key, id);
        id
    }

    pub fn null_constant(&mut self, ty: &SpvType) -> Word {
        let key = ConstantKey::Null(ty.clone());
        if let Some(id) = self.constants.get(&key) {
            return *id;
        }
        let type_id = self.type_id(ty);
        let id = self.id();
        self.section.push(Instruction::new(
            Op::ConstantNull,
            Some(type_id),
            Some(id),
            vec![],
        ));
        self.constants.insert(key, id);
        id
    }

    pub fn undef(&mut self, ty: &SpvType) -> Word {
        let key = ConstantKey::Undef(ty.clone());
        if let Some(id) = self.constants.get(&key) {
            return *id;
        }
        let type_id = self.type_id(ty);
        let id = self.id();
        self.section
            .push(Instruction::new(Op::Undef, Some(type_id), Some(id), vec![]));
        self.constants.insert(key, id);
        id
    }

    /// A constant of a scalar or vector type with every lane `lane`.
    pub fn splat(&mut self, ty: &SpvType, lane: Word) -> Word {
        match ty {
            SpvType::Vector(_, count) => self.composite_constant(ty, vec![lane; *count as usize]),
            _ => lane,
        }
    }

    /// A global `OpVariable` of pointer type `pointer`.
    pub fn variable(
        &mut self,
        pointer: &SpvType,
        storage_class: StorageClass,
        initializer: Option<Word>,
    ) -> Word {
        let type_id = self.type_id(pointer);
        let id = self.id();
        let mut operands = vec![Operand::StorageClass(storage_class)];
        operands.extend(initializer.map(Operand::IdRef));
        self.section.push(Instruction::new(
            Op::Variable,
            Some(type_id),
            Some(id),
            operands,
        ));
        id
    }
}

/// IEEE binary16 bits of `value`, rounded to nearest even.
fn f32_to_f16_bits(value: f32) -> u16 {
    let bits = value.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exponent = ((bits >> 23) & 0xff) as i32;
    let mantissa = bits & 0x7f_ffff;
    if exponent == 0xff {
        // Infinity or NaN (keep a quiet NaN).
        return sign | 0x7c00 | if mantissa != 0 { 0x200 } else { 0 };
    }
    let unbiased = exponent - 127;
    if unbiased > 15 {
        return sign | 0x7c00;
    }
    if unbiased >= -14 {
        let half_exponent = (unbiased + 15) as u32;
        let mut half = (half_exponent << 10) | (mantissa >> 13);
        let rest = mantissa & 0x1fff;
        if rest > 0x1000 || (rest == 0x1000 && half & 1 == 1) {
            half += 1;
        }
        return sign | half as u16;
    }
    if unbiased < -25 {
        return sign;
    }
    // Subnormal half.
    let full = mantissa | 0x80_0000;
    let shift = (-14 - unbiased + 13) as u32;
    let mut half = full >> shift;
    let rest = full & ((1 << shift) - 1);
    let halfway = 1 << (shift - 1);
    if rest > halfway || (rest == halfway && half & 1 == 1) {
        half += 1;
    }
    sign | half as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_are_declared_once_after_what_they_use() {
        let mut globals = Globals::new();
        let vector = SpvType::Vector(Box::new(SpvType::Float(32)), 4);
        let first = globals.type_id(&vector);
        assert_eq!(globals.type_id(&vector), first);
        assert_eq!(globals.section.len(), 2);
        assert_eq!(globals.section[0].class.opcode, Op::TypeFloat);
        let array = SpvType::Array(Box::new(vector.clone()), 3);
        globals.type_id(&array);
        // uint, the length constant, then the array
        let opcodes: Vec<Op> = globals.section.iter().map(|i| i.class.opcode).collect();
        assert_eq!(
            opcodes,
            [
                Op::TypeFloat,
                Op::TypeVector,
                Op::TypeInt,
                Op::Constant,
                Op::TypeArray
            ]
        );
    }

    #[test]
    fn constants_are_cached_by_value() {
        let mut globals = Globals::new();
        let a = globals.float_constant(&SpvType::Float(32), 1.5);
        let b = globals.float_constant(&SpvType::Float(32), 1.5);
        let c = globals.scalar_constant(&SpvType::Int(32), 7);
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn half_bits() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f32_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f32_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f32_to_f16_bits(1.0e6), 0x7c00);
        assert_eq!(f32_to_f16_bits(5.960_464_5e-8), 0x0001);
        assert_eq!(f32_to_f16_bits(0.0), 0);
    }
}
