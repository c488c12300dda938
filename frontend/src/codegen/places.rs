//! Places: locals, globals, cbuffer members, buffer elements via
//! `getpointer`, fields, subscripts, swizzles and texels ([`Place`]), with
//! the loads and stores through them and the swizzle of a value (`pick`).

use texel_passes::llvm::LLVMValueRef;

use crate::sema::hir::{Expr, ExprKind};
use crate::types::{ResourceShape, ScalarKind, Type};

use texel_passes::target::Api;

use super::{Emitter, Slot};

/// Somewhere a value can be read from and written to.
#[derive(Clone, Debug)]
pub enum Place {
    /// A pointer to the memory form of `ty` (`cbuffer`: to its DXIL cbuffer
    /// form, see `cbuffer_layout`).
    Memory {
        pointer: LLVMValueRef,
        ty: Type,
        cbuffer: bool,
    },
    /// Components of a vector place (multi-component swizzles).
    Components {
        base: Box<Place>,
        indices: Vec<u32>,
        ty: Type,
        /// Stored lane by lane through component pointers (a structured
        /// buffer element: the other lanes are neither read nor rewritten).
        lanewise: bool,
    },
    /// A texel of a texture (`load.level` / `load.ms`, `store.texture`).
    Texel {
        access: Box<super::textures::TexelAccess>,
        ty: Type,
    },
}

impl Place {
    pub fn ty(&self) -> &Type {
        match self {
            Place::Memory { ty, .. } | Place::Components { ty, .. } | Place::Texel { ty, .. } => ty,
        }
    }
}

/// Whether a place expression lies in a structured-buffer element (whose
/// lanes other threads may own: component writes must not rewrite them).
fn in_structured_buffer(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Field(base, _) | ExprKind::Index(base, _) | ExprKind::Swizzle(base, _) => {
            in_structured_buffer(base)
        }
        ExprKind::ResourceElement(resource, _) => matches!(
            &resource.ty,
            Type::Resource(resource) if resource.shape == ResourceShape::StructuredBuffer
        ),
        _ => false,
    }
}

impl Emitter<'_, '_> {
    /// An alloca in the prologue.
    pub fn temporary(&mut self, ty: &Type, name: &str) -> LLVMValueRef {
        let memory = self.memory_type(ty);
        let current = self.ir.current_block();
        self.ir.position_at_end(self.fx.prologue);
        let pointer = self.ir.alloca(memory, name);
        self.ir.position_at_end(current);
        pointer
    }

    /// The place an lvalue-like expression designates, `None` for rvalues.
    pub fn place(&mut self, expr: &Expr) -> Option<Place> {
        match &expr.kind {
            ExprKind::Local(id) => match self.fx.locals.get(*id) {
                Some(Slot::Memory(pointer)) => Some(Place::Memory {
                    pointer: *pointer,
                    ty: expr.ty.clone(),
                    cbuffer: false,
                }),
                _ => None,
            },
            ExprKind::Static(id) => {
                let pointer = self.static_global(*id);
                Some(Place::Memory {
                    pointer,
                    ty: expr.ty.clone(),
                    cbuffer: false,
                })
            }
            ExprKind::CBufferMember(buffer, member) => {
                let pointer = *self.cbuffer_members.get(*buffer)?.get(*member)?;
                Some(Place::Memory {
                    pointer,
                    ty: expr.ty.clone(),
                    cbuffer: self.api == Api::Dx,
                })
            }
            ExprKind::Texel { .. } => self.texel_place(expr),
            ExprKind::ResourceElement(resource, index) => {
                let (handle, handle_ir) = self.handle_of(resource)?;
                let index = self.expr(index);
                match self.get_pointer(handle, &handle_ir, index) {
                    Ok(pointer) => Some(Place::Memory {
                        pointer,
                        ty: expr.ty.clone(),
                        cbuffer: false,
                    }),
                    Err(message) => {
                        self.fail(Some(expr.span), message);
                        None
                    }
                }
            }
            ExprKind::Field(base, index) => {
                let Place::Memory {
                    pointer,
                    ty,
                    cbuffer,
                } = self.place(base)?
                else {
                    return None;
                };
                let Type::Struct(id) = &ty else {
                    return None;
                };
                let (struct_type, element) = if cbuffer {
                    (
                        self.cbuffer_layout_type(&ty),
                        self.cbuffer_field_index(*id, *index),
                    )
                } else {
                    (self.memory_type(&ty), self.field_index(*id, *index))
                };
                let zero = self.ir.const_i32(0);
                let field = self.ir.const_i32(i64::from(element));
                let pointer =
                    self.ir
                        .in_bounds_element_pointer(struct_type, pointer, &[zero, field]);
                Some(Place::Memory {
                    pointer,
                    ty: expr.ty.clone(),
                    cbuffer,
                })
            }
            ExprKind::Index(base, index) => {
                let Place::Memory {
                    pointer,
                    ty,
                    cbuffer,
                } = self.place(base)?
                else {
                    return None;
                };
                let index = self.expr(index);
                let pointer = match &ty {
                    Type::Array(element, count) if cbuffer => {
                        self.cbuffer_element_pointer(pointer, element, *count, index)
                    }
                    _ => {
                        let base_type = self.memory_type(&ty);
                        let zero = self.ir.const_i32(0);
                        self.ir
                            .in_bounds_element_pointer(base_type, pointer, &[zero, index])
                    }
                };
                Some(Place::Memory {
                    pointer,
                    ty: expr.ty.clone(),
                    cbuffer,
                })
            }
            ExprKind::Swizzle(base, indices) => {
                let base_place = self.place(base)?;
                if base.ty.vector_size() == Some(1) {
                    // `s.x` of a scalar is the scalar itself.
                    if indices.len() == 1 {
                        return Some(base_place);
                    }
                    return Some(Place::Components {
                        base: Box::new(base_place),
                        indices: indices.clone(),
                        ty: expr.ty.clone(),
                        lanewise: false,
                    });
                }
                match (&base_place, indices.as_slice()) {
                    (
                        Place::Memory {
                            pointer,
                            ty,
                            cbuffer,
                        },
                        [single],
                    ) => {
                        let vector_type = self.memory_type(ty);
                        let zero = self.ir.const_i32(0);
                        let lane = self.ir.const_i32(i64::from(*single));
                        let pointer =
                            self.ir
                                .in_bounds_element_pointer(vector_type, *pointer, &[zero, lane]);
                        Some(Place::Memory {
                            pointer,
                            ty: expr.ty.clone(),
                            cbuffer: *cbuffer,
                        })
                    }
                    (
                        Place::Components {
                            base,
                            indices: outer,
                            lanewise,
                            ..
                        },
                        _,
                    ) => {
                        let mapped: Vec<u32> = indices.iter().map(|i| outer[*i as usize]).collect();
                        let distinct = mapped
                            .iter()
                            .enumerate()
                            .all(|(i, lane)| !mapped[..i].contains(lane));
                        Some(Place::Components {
                            base: base.clone(),
                            indices: mapped,
                            ty: expr.ty.clone(),
                            lanewise: *lanewise && distinct,
                        })
                    }
                    _ => Some(Place::Components {
                        lanewise: matches!(base_place, Place::Memory { .. })
                            && in_structured_buffer(base)
                            && indices
                                .iter()
                                .enumerate()
                                .all(|(i, lane)| !indices[..i].contains(lane)),
                        base: Box::new(base_place),
                        indices: indices.clone(),
                        ty: expr.ty.clone(),
                    }),
                }
            }
            _ => None,
        }
    }

    pub fn load_place(&mut self, place: &Place) -> LLVMValueRef {
        match place {
            Place::Texel { access, ty } => self.load_texel(access, ty),
            Place::Memory {
                pointer,
                ty,
                cbuffer: true,
            } => {
                let layout = self.cbuffer_layout_type(ty);
                let value = self.ir.load(layout, *pointer);
                let value = self.plain_from_cbuffer_form(value, ty);
                self.value_form(value, ty)
            }
            Place::Memory { pointer, ty, .. } => {
                let memory = self.memory_type(ty);
                let value = self.ir.load(memory, *pointer);
                self.value_form(value, ty)
            }
            Place::Components {
                base, indices, ty, ..
            } => {
                let vector = self.load_place(base);
                self.pick(vector, base.ty(), indices, ty)
            }
        }
    }

    pub fn store_place(&mut self, place: &Place, value: LLVMValueRef) {
        match place {
            Place::Texel { access, ty } => self.store_texel(access, ty, value),
            Place::Memory { pointer, ty, .. } => {
                let memory = self.memory_form(value, ty);
                self.ir.store(memory, *pointer);
            }
            Place::Components {
                base,
                indices,
                ty,
                lanewise: true,
            } if matches!(**base, Place::Memory { .. }) => {
                let Place::Memory {
                    pointer,
                    ty: base_ty,
                    ..
                } = &**base
                else {
                    return;
                };
                let vector_type = self.memory_type(base_ty);
                let scalar = Type::Scalar(base_ty.scalar().unwrap_or(ScalarKind::Float));
                let zero = self.ir.const_i32(0);
                for (position, lane) in indices.iter().enumerate() {
                    let component = if ty.vector_size() == Some(1) {
                        value
                    } else {
                        let position = self.ir.const_i32(position as i64);
                        self.ir.extract_element_at(value, position)
                    };
                    let lane = self.ir.const_i32(i64::from(*lane));
                    let lane_pointer =
                        self.ir
                            .in_bounds_element_pointer(vector_type, *pointer, &[zero, lane]);
                    let memory = self.memory_form(component, &scalar);
                    self.ir.store(memory, lane_pointer);
                }
            }
            Place::Components {
                base, indices, ty, ..
            } => {
                let mut vector = self.load_place(base);
                let base_is_scalar = base.ty().vector_size() == Some(1);
                for (position, lane) in indices.iter().enumerate() {
                    let component = if ty.vector_size() == Some(1) {
                        value
                    } else {
                        let position = self.ir.const_i32(position as i64);
                        self.ir.extract_element_at(value, position)
                    };
                    if base_is_scalar {
                        vector = component;
                    } else {
                        let lane = self.ir.const_i32(i64::from(*lane));
                        vector = self.ir.insert_element_at(vector, component, lane);
                    }
                }
                self.store_place(base, vector);
            }
        }
    }

    /// Swizzle of a value.
    pub(super) fn pick(
        &mut self,
        value: LLVMValueRef,
        from: &Type,
        indices: &[u32],
        to: &Type,
    ) -> LLVMValueRef {
        if from.vector_size() == Some(1) {
            return if indices.len() == 1 {
                value
            } else {
                self.splat(value, indices.len() as u32)
            };
        }
        if indices.len() == 1 || matches!(to, Type::Scalar(_)) {
            let lane = self.ir.const_i32(i64::from(indices[0]));
            return self.ir.extract_element_at(value, lane);
        }
        let poison = self.ir.poison(self.ir.type_of(value));
        self.ir.shuffle(value, poison, indices)
    }
}
