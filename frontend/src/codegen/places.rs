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
    /// The lanes of a scalar or vector, each its own place (matrix elements
    /// in memory: read and written element by element).
    Elements { places: Vec<Place>, ty: Type },
    /// Elements (row, column) of a matrix place not in memory.
    MatrixElements {
        base: Box<Place>,
        elements: Vec<(u32, u32)>,
        ty: Type,
    },
    /// Row `index` (run-time `i32`) of a matrix place not in memory.
    MatrixRow {
        base: Box<Place>,
        index: LLVMValueRef,
        ty: Type,
    },
    /// Lane `lane` (run-time `i32`) of a vector place not in memory
    /// (`m[i][j]`): the vector is read, and rewritten with the lane replaced.
    Lane {
        base: Box<Place>,
        lane: LLVMValueRef,
        ty: Type,
    },
}

impl Place {
    pub fn ty(&self) -> &Type {
        match self {
            Place::Memory { ty, .. }
            | Place::Components { ty, .. }
            | Place::Texel { ty, .. }
            | Place::Elements { ty, .. }
            | Place::MatrixElements { ty, .. }
            | Place::MatrixRow { ty, .. }
            | Place::Lane { ty, .. } => ty,
        }
    }
}

/// Whether a place expression lies in a structured-buffer element (whose
/// lanes other threads may own: component writes must not rewrite them).
fn in_structured_buffer(expr: &Expr) -> bool {
    match &expr.kind {
        ExprKind::Field(base, _)
        | ExprKind::Index(base, _)
        | ExprKind::Swizzle(base, _)
        | ExprKind::MatrixElements(base, _)
        | ExprKind::MatrixRow(base, _) => in_structured_buffer(base),
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
            ExprKind::MatrixElements(base, elements) => {
                let base_place = self.place(base)?;
                Some(self.matrix_elements_place(base_place, elements, &expr.ty))
            }
            ExprKind::MatrixRow(base, index) => {
                let base_place = self.place(base)?;
                let index = self.expr(index);
                Some(self.matrix_row_place(base_place, index, &expr.ty))
            }
            ExprKind::Index(base, index) => {
                let base_place = self.place(base)?;
                if matches!(
                    base_place,
                    Place::Elements { .. } | Place::MatrixElements { .. } | Place::MatrixRow { .. }
                ) {
                    // A lane of matrix elements.
                    let scalar = Type::Scalar(expr.ty.scalar().unwrap_or(ScalarKind::Float));
                    let index = self.expr(index);
                    let Some(lane) = texel_passes::llvm::constant_int(index) else {
                        return Some(Place::Lane {
                            base: Box::new(base_place),
                            lane: index,
                            ty: scalar,
                        });
                    };
                    let lane = lane as u32;
                    if let Place::Elements { places, .. } = &base_place {
                        return places.get(lane as usize).cloned();
                    }
                    return Some(Place::Components {
                        base: Box::new(base_place),
                        indices: vec![lane],
                        ty: scalar,
                        lanewise: false,
                    });
                }
                let Place::Memory {
                    pointer,
                    ty,
                    cbuffer,
                } = base_place
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
            Place::Elements { places, ty } => {
                let lanes: Vec<LLVMValueRef> =
                    places.iter().map(|place| self.load_place(place)).collect();
                self.gather(ty.scalar().unwrap_or(ScalarKind::Float), &lanes, false)
            }
            Place::MatrixElements { base, elements, .. } => {
                let matrix = self.load_place(base);
                self.pick_matrix_elements(matrix, base.ty(), elements)
            }
            Place::MatrixRow { base, index, .. } => {
                let matrix = self.load_place(base);
                self.matrix_row(matrix, base.ty(), *index)
            }
            Place::Lane { base, lane, .. } => {
                let vector = self.load_place(base);
                self.ir.extract_element_at(vector, *lane)
            }
        }
    }

    pub fn store_place(&mut self, place: &Place, value: LLVMValueRef) {
        match place {
            Place::Texel { access, ty } => self.store_texel(access, ty, value),
            Place::Elements { places, .. } => {
                let count = places.len() as u32;
                for (lane, place) in places.iter().enumerate() {
                    let component = if count == 1 {
                        value
                    } else {
                        let lane = self.ir.const_i32(lane as i64);
                        self.ir.extract_element_at(value, lane)
                    };
                    self.store_place(place, component);
                }
            }
            Place::MatrixElements { base, elements, .. } => {
                let matrix = self.load_place(base);
                let matrix = self.replace_matrix_elements(matrix, base.ty(), elements, value);
                self.store_place(base, matrix);
            }
            Place::MatrixRow { base, index, .. } => {
                let matrix = self.load_place(base);
                let matrix = self.replace_matrix_row(matrix, base.ty(), *index, value);
                self.store_place(base, matrix);
            }
            Place::Lane { base, lane, .. } => {
                let vector = self.load_place(base);
                let vector = self.ir.insert_element_at(vector, value, *lane);
                self.store_place(base, vector);
            }
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

    /// A pointer to element (row, column) of the matrix of `ty` at `pointer`
    /// (its memory or DXIL cbuffer form); `column` may be a run-time value.
    fn matrix_element_pointer(
        &mut self,
        pointer: LLVMValueRef,
        ty: &Type,
        cbuffer: bool,
        (row, column): (LLVMValueRef, LLVMValueRef),
    ) -> LLVMValueRef {
        let Some(Type::Array(major, count)) = ty.matrix_memory_array() else {
            return pointer;
        };
        let row_major = matches!(
            ty,
            Type::Matrix(_, _, _, crate::types::MatrixOrientation::RowMajor)
        );
        let (major_index, minor_index) = if row_major {
            (row, column)
        } else {
            (column, row)
        };
        let major_pointer = if cbuffer {
            self.cbuffer_element_pointer(pointer, &major, count, major_index)
        } else {
            let array_type = self.memory_type(&Type::Array(major.clone(), count));
            let zero = self.ir.const_i32(0);
            self.ir
                .in_bounds_element_pointer(array_type, pointer, &[zero, major_index])
        };
        if major.vector_size() == Some(1) {
            return major_pointer;
        }
        let vector_type = self.memory_type(&major);
        let zero = self.ir.const_i32(0);
        self.ir
            .in_bounds_element_pointer(vector_type, major_pointer, &[zero, minor_index])
    }

    /// The place of elements (row, column) of a matrix place.
    fn matrix_elements_place(&mut self, base: Place, elements: &[(u32, u32)], ty: &Type) -> Place {
        let Place::Memory {
            pointer,
            ty: matrix,
            cbuffer,
        } = &base
        else {
            return Place::MatrixElements {
                base: Box::new(base),
                elements: elements.to_vec(),
                ty: ty.clone(),
            };
        };
        let scalar = Type::Scalar(matrix.scalar().unwrap_or(ScalarKind::Float));
        let places: Vec<Place> = elements
            .iter()
            .map(|(row, column)| {
                let row = self.ir.const_i32(i64::from(*row));
                let column = self.ir.const_i32(i64::from(*column));
                Place::Memory {
                    pointer: self.matrix_element_pointer(*pointer, matrix, *cbuffer, (row, column)),
                    ty: scalar.clone(),
                    cbuffer: *cbuffer,
                }
            })
            .collect();
        if places.len() == 1 {
            return places.into_iter().next().unwrap_or(base);
        }
        Place::Elements {
            places,
            ty: ty.clone(),
        }
    }

    /// The place of row `index` (run-time) of a matrix place: the whole
    /// matrix is read and the row chosen by a select chain (no dynamic
    /// subscript into memory, so locals stay promotable to registers).
    fn matrix_row_place(&mut self, base: Place, index: LLVMValueRef, ty: &Type) -> Place {
        Place::MatrixRow {
            base: Box::new(base),
            index,
            ty: ty.clone(),
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
