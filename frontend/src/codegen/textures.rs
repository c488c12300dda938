//! Texture operations as catalogue intrinsic calls: texture methods
//! ([`TextureCall`]: operands placed in the catalogue's operand order, zero
//! offsets when absent, `Load`'s location split into coordinate and mip, a
//! `poison` mip for RW textures), `GetDimensions` (lanes stored to the
//! outputs, `uitofp` for float outputs), and texel places (`Tex[p]`,
//! `Tex.mips[l][p]`, `MS.sample[s][p]`) read through `load.level` /
//! `load.ms` and written through `store.texture`.
//!
//! Names, operand orders and declaration attributes come from the catalogue
//! (through [`Emitter::declare_catalogue`]), widths from the resource type
//! model. This module must not spell intrinsic names.

use texel_passes::llvm::LLVMValueRef;

use texel_passes::catalogue::{self, IntrinsicId, OperandRole};
use texel_passes::ir_type::{IrType, ScalarType};

use crate::sema::hir::{Arg, Expr, ExprKind, TextureCall, TextureDimensions};
use crate::types::{ResourceKind, ResourceType, Type};

use super::messages::CodegenError;
use super::places::Place;
use super::Emitter;

/// A texel of a texture, addressed and ready to be read or written.
#[derive(Clone, Debug)]
pub struct TexelAccess {
    pub handle: LLVMValueRef,
    pub handle_ir: IrType,
    pub kind: ResourceKind,
    pub writable: bool,
    /// The coordinate (`i32` or `<N x i32>`) and its IR type.
    pub coordinate: (LLVMValueRef, IrType),
    /// `mips[level]`.
    pub level: Option<LLVMValueRef>,
    /// `sample[index]`.
    pub sample: Option<LLVMValueRef>,
}

/// One call operand: the value and its IR type.
type Operand = (LLVMValueRef, IrType);

impl Emitter<'_, '_> {
    /// The handle of a texture or sampler expression, with its HLSL type.
    fn texture_handle(&mut self, expr: &Expr) -> Option<(LLVMValueRef, IrType, ResourceType)> {
        let Type::Resource(resource) = &expr.ty else {
            self.fail(Some(expr.span), CodegenError::ExpectedTexture);
            return None;
        };
        let (handle, handle_ir) = self.handle_of(expr)?;
        Some((handle, handle_ir, resource.clone()))
    }

    /// The zero offset operand of a kind (`i32` for 1D kinds, else a vector).
    fn zero_offset(&mut self, kind: ResourceKind) -> Operand {
        let ty = IrType::scalar_or_vector(ScalarType::I32, kind.facts().offset_operand_components);
        let llvm = self.llvm_type(&ty);
        (self.ir.const_null(llvm), ty)
    }

    /// Calls the catalogue intrinsic `id` with `operands` (in its order).
    fn call_catalogue(
        &mut self,
        id: IntrinsicId,
        return_type: &IrType,
        operands: Vec<Operand>,
        span: crate::span::Span,
    ) -> Option<LLVMValueRef> {
        let types: Vec<IrType> = operands.iter().map(|(_, ty)| ty.clone()).collect();
        let values: Vec<LLVMValueRef> = operands.iter().map(|(value, _)| *value).collect();
        match self.declare_catalogue(id, return_type, &types) {
            Ok((function, function_type)) => {
                Some(self.ir.call_as(function_type, function, &values))
            }
            Err(error) => {
                self.fail(Some(span), error);
                None
            }
        }
    }

    /// A texture method call.
    pub fn texture_call(&mut self, call: &TextureCall, expr: &Expr) -> LLVMValueRef {
        let result_ir = self.element_ir_type(&expr.ty);
        let result_llvm = self.llvm_type(&result_ir);
        let poison = self.ir.poison(result_llvm);
        let Some((texture, texture_ir, resource)) = self.texture_handle(&call.texture) else {
            return poison;
        };
        let Some(kind) = resource.texture_kind() else {
            return poison;
        };
        let sampler = match &call.sampler {
            Some(sampler) => match self.texture_handle(sampler) {
                Some((handle, handle_ir, _)) => Some((handle, handle_ir)),
                None => return poison,
            },
            None => None,
        };
        let mut given: Vec<(OperandRole, Operand)> = Vec::new();
        for (role, operand) in &call.operands {
            let value = self.expr(operand);
            let ty = self.element_ir_type(&operand.ty);
            given.push((*role, (value, ty)));
        }
        if call.coordinate_holds_mip {
            self.split_location(&mut given, kind);
        }
        let Some(info) = catalogue::info(self.api, call.intrinsic) else {
            self.fail(Some(expr.span), CodegenError::MissingTextureIntrinsic);
            return poison;
        };
        let mut operands = Vec::new();
        for spec in info.operands() {
            let operand = match spec.role {
                OperandRole::Texture | OperandRole::Resource => (texture, texture_ir.clone()),
                OperandRole::Sampler => match &sampler {
                    Some(sampler) => sampler.clone(),
                    None => {
                        self.fail(Some(expr.span), CodegenError::MissingSampler);
                        return poison;
                    }
                },
                role => match given.iter().find(|(known, _)| *known == role) {
                    Some((_, operand)) => operand.clone(),
                    None => match role {
                        OperandRole::Offset => self.zero_offset(kind),
                        // RW textures have no mips: the mip is poison.
                        OperandRole::Mip => (self.ir.poison(self.ir.int_type(32)), IrType::I32),
                        OperandRole::SampleIndex | OperandRole::Component => {
                            (self.ir.const_i32(0), IrType::I32)
                        }
                        other => {
                            self.fail(
                                Some(expr.span),
                                CodegenError::MissingOperand {
                                    operand: other.name(self.api),
                                },
                            );
                            return poison;
                        }
                    },
                },
            };
            operands.push(operand);
        }
        self.call_catalogue(call.intrinsic, &result_ir, operands, expr.span)
            .unwrap_or(poison)
    }

    /// `Load(int3 location)`: lanes 0..n are the coordinate, lane n the mip.
    fn split_location(&mut self, given: &mut Vec<(OperandRole, Operand)>, kind: ResourceKind) {
        let width = kind.facts().load_coordinate_components;
        let Some(slot) = given
            .iter_mut()
            .find(|(role, _)| *role == OperandRole::Coordinate)
        else {
            return;
        };
        let (packed, _) = slot.1;
        let coordinate = if width == 1 {
            let lane = self.ir.const_i32(0);
            self.ir.extract_element_at(packed, lane)
        } else {
            let poison = self.ir.poison(self.ir.type_of(packed));
            let lanes: Vec<u32> = (0..width).collect();
            self.ir.shuffle(packed, poison, &lanes)
        };
        slot.1 = (coordinate, IrType::scalar_or_vector(ScalarType::I32, width));
        let lane = self.ir.const_i32(i64::from(width));
        let mip = self.ir.extract_element_at(packed, lane);
        given.push((OperandRole::Mip, (mip, IrType::I32)));
    }

    /// `Tex.GetDimensions(…)`.
    pub fn texture_dimensions(&mut self, query: &TextureDimensions, expr: &Expr) -> LLVMValueRef {
        let poison = self.ir.poison(self.ir.int_type(32));
        let Some((texture, texture_ir, _)) = self.texture_handle(&query.texture) else {
            return poison;
        };
        let mip = query.mip.as_ref().map(|mip| self.expr(mip));
        let Some(info) = catalogue::info(self.api, query.intrinsic) else {
            self.fail(Some(expr.span), CodegenError::MissingQuery);
            return poison;
        };
        let mut operands = Vec::new();
        for spec in info.operands() {
            match spec.role {
                OperandRole::Mip => {
                    let value = mip.unwrap_or_else(|| self.ir.const_i32(0));
                    operands.push((value, IrType::I32));
                }
                _ => operands.push((texture, texture_ir.clone())),
            }
        }
        let lanes = query.outputs.len() as u32;
        let result_ir = IrType::scalar_or_vector(ScalarType::I32, lanes);
        let Some(result) = self.call_catalogue(query.intrinsic, &result_ir, operands, expr.span)
        else {
            return poison;
        };
        for (lane, output) in query.outputs.iter().enumerate() {
            let Arg::Place {
                place, param_ty, ..
            } = output
            else {
                continue;
            };
            let value = if lanes == 1 {
                result
            } else {
                let index = self.ir.const_i32(lane as i64);
                self.ir.extract_element_at(result, index)
            };
            // The lanes are unsigned: uitofp for float outputs.
            let value = self.convert(value, &Type::UINT, param_ty);
            let value = self.convert(value, param_ty, &place.ty);
            if let Some(target) = self.place(place) {
                self.store_place(&target, value);
            }
        }
        poison
    }

    /// The place of a texel expression.
    pub fn texel_place(&mut self, expr: &Expr) -> Option<Place> {
        let ExprKind::Texel {
            texture,
            coordinate,
            level,
            sample,
        } = &expr.kind
        else {
            return None;
        };
        let (handle, handle_ir, resource) = self.texture_handle(texture)?;
        let kind = resource.texture_kind()?;
        let coordinate_value = self.expr(coordinate);
        let coordinate_ir = self.element_ir_type(&coordinate.ty);
        let level = level.as_ref().map(|level| self.expr(level));
        let sample = sample.as_ref().map(|sample| self.expr(sample));
        Some(Place::Texel {
            access: Box::new(TexelAccess {
                handle,
                handle_ir,
                kind,
                writable: resource.writable,
                coordinate: (coordinate_value, coordinate_ir),
                level,
                sample,
            }),
            ty: expr.ty.clone(),
        })
    }

    /// Reads a texel: `load.ms` for multisampled kinds, else `load.level`
    /// (mip 0 or the `mips` level; `poison` for RW textures).
    pub fn load_texel(&mut self, access: &TexelAccess, ty: &Type) -> LLVMValueRef {
        let result_ir = self.element_ir_type(ty);
        let result_llvm = self.llvm_type(&result_ir);
        let poison = self.ir.poison(result_llvm);
        let id = if access.kind.is_multisampled() {
            IntrinsicId::LoadMs
        } else {
            IntrinsicId::LoadLevel
        };
        let Some(info) = catalogue::info(self.api, id) else {
            return poison;
        };
        let mut operands = Vec::new();
        for spec in info.operands() {
            let operand = match spec.role {
                OperandRole::Texture | OperandRole::Resource => {
                    (access.handle, access.handle_ir.clone())
                }
                OperandRole::Coordinate => access.coordinate.clone(),
                OperandRole::Mip => match access.level {
                    Some(level) => (level, IrType::I32),
                    None if access.writable => (self.ir.poison(self.ir.int_type(32)), IrType::I32),
                    None => (self.ir.const_i32(0), IrType::I32),
                },
                OperandRole::SampleIndex => (
                    access.sample.unwrap_or_else(|| self.ir.const_i32(0)),
                    IrType::I32,
                ),
                OperandRole::Offset => self.zero_offset(access.kind),
                _ => return poison,
            };
            operands.push(operand);
        }
        let value = self
            .call_catalogue(id, &result_ir, operands, crate::span::Span::default())
            .unwrap_or(poison);
        self.value_form(value, ty)
    }

    /// Writes a texel of an RW texture through `store.texture`.
    pub fn store_texel(&mut self, access: &TexelAccess, ty: &Type, value: LLVMValueRef) {
        let data_ir = self.element_ir_type(ty);
        let data = self.memory_form(value, ty);
        let Some(info) = catalogue::info(self.api, IntrinsicId::StoreTexture) else {
            return;
        };
        let mut operands = Vec::new();
        for spec in info.operands() {
            let operand = match spec.role {
                OperandRole::Texture | OperandRole::Resource => {
                    (access.handle, access.handle_ir.clone())
                }
                OperandRole::Coordinate => access.coordinate.clone(),
                OperandRole::Data => (data, data_ir.clone()),
                _ => return,
            };
            operands.push(operand);
        }
        let _ = self.call_catalogue(
            IntrinsicId::StoreTexture,
            &IrType::Void,
            operands,
            crate::span::Span::default(),
        );
    }
}
