//! Matrices in code generation. A matrix value in registers is an array of
//! its rows, `[R x <C x T>]` (`[R x T]` for one column; bool elements `i1`),
//! whatever its orientation. In memory (locals, globals, buffers, cbuffers)
//! it is the array of its majors, [`Type::matrix_memory_array`]: rows for
//! `row_major`, columns for `column_major`, so every layout rule lays it out
//! as DXC does (one 16-byte register per major in cbuffers, majors packed in
//! structured buffers, std140/std430 strides on Vulkan) and no backend sees a
//! matrix type. Here: the two forms and the conversion between them,
//! constants, element access, component-wise operators, conversions, and
//! `mul` / `transpose` / `determinant` as plain multiply-add chains.
//!
//! It must not decide layouts (`texel_passes::buffer_layout` does) nor type
//! anything (`sema::matrices` does).

use texel_passes::llvm::{LLVMIntPredicate, LLVMOpcode, LLVMTypeRef, LLVMValueRef};

use crate::sema::hir::{BinaryOp, ConstValue, Expr};
use crate::types::{MatrixOrientation, ScalarKind, Type};

use super::Emitter;

/// Rows, columns, element scalar and orientation of a matrix type.
fn shape(ty: &Type) -> (u32, u32, ScalarKind, MatrixOrientation) {
    match ty {
        Type::Matrix(kind, rows, columns, orientation) => (*rows, *columns, *kind, *orientation),
        _ => (
            1,
            1,
            ty.scalar().unwrap_or(ScalarKind::Float),
            MatrixOrientation::default(),
        ),
    }
}

impl Emitter<'_, '_> {
    /// The register type of a matrix: its rows.
    pub(super) fn matrix_value_type(&mut self, ty: &Type) -> LLVMTypeRef {
        let (rows, columns, kind, _) = shape(ty);
        let row = self.value_type(&Type::scalar_or_vector(kind, columns));
        self.ir.array_type(row, u64::from(rows))
    }

    /// The R×C elements of a matrix value, row by row (value form).
    pub(super) fn matrix_elements(&mut self, value: LLVMValueRef, ty: &Type) -> Vec<LLVMValueRef> {
        let (rows, columns, ..) = shape(ty);
        let mut elements = Vec::with_capacity((rows * columns) as usize);
        for row in 0..rows {
            let row_value = self.ir.extract_value(value, row);
            for column in 0..columns {
                elements.push(self.lane(row_value, columns, column));
            }
        }
        elements
    }

    /// Lane `index` of a vector of `size` lanes (the value itself for 1).
    fn lane(&mut self, vector: LLVMValueRef, size: u32, index: u32) -> LLVMValueRef {
        if size == 1 {
            return vector;
        }
        let index = self.ir.const_i32(i64::from(index));
        self.ir.extract_element_at(vector, index)
    }

    /// A vector (scalar for one) of `kind` from lane values.
    pub(super) fn gather(
        &mut self,
        kind: ScalarKind,
        lanes: &[LLVMValueRef],
        memory: bool,
    ) -> LLVMValueRef {
        if lanes.len() == 1 {
            return lanes[0];
        }
        let element = self.scalar_type(kind, memory);
        let vector_type = self.ir.vector_type(element, lanes.len() as u32);
        let mut vector = self.ir.poison(vector_type);
        for (index, lane) in lanes.iter().enumerate() {
            let index = self.ir.const_i32(index as i64);
            vector = self.ir.insert_element_at(vector, *lane, index);
        }
        vector
    }

    /// A matrix value of `ty` from its elements, row by row (value form).
    pub(super) fn build_matrix(&mut self, ty: &Type, elements: &[LLVMValueRef]) -> LLVMValueRef {
        let (rows, columns, kind, _) = shape(ty);
        let matrix_type = self.matrix_value_type(ty);
        let mut matrix = self.ir.poison(matrix_type);
        for row in 0..rows {
            let start = (row * columns) as usize;
            let row_value = self.gather(kind, &elements[start..start + columns as usize], false);
            matrix = self.ir.insert_value(matrix, row_value, row);
        }
        matrix
    }

    /// Register form → memory form (majors; bool elements as `i32`).
    pub(super) fn matrix_to_memory(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        let (rows, columns, kind, orientation) = shape(ty);
        let elements = self.matrix_elements(value, ty);
        let scalar = Type::Scalar(kind);
        let elements: Vec<LLVMValueRef> = elements
            .into_iter()
            .map(|element| self.memory_form(element, &scalar))
            .collect();
        let (majors, length) = match orientation {
            MatrixOrientation::RowMajor => (rows, columns),
            MatrixOrientation::ColumnMajor => (columns, rows),
        };
        let memory_type = self.memory_type(ty);
        let mut memory = self.ir.poison(memory_type);
        for major in 0..majors {
            let lanes: Vec<LLVMValueRef> = (0..length)
                .map(|minor| {
                    let (row, column) = match orientation {
                        MatrixOrientation::RowMajor => (major, minor),
                        MatrixOrientation::ColumnMajor => (minor, major),
                    };
                    elements[(row * columns + column) as usize]
                })
                .collect();
            let vector = self.gather(kind, &lanes, true);
            memory = self.ir.insert_value(memory, vector, major);
        }
        memory
    }

    /// Memory form → register form.
    pub(super) fn matrix_from_memory(&mut self, memory: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        let (rows, columns, kind, orientation) = shape(ty);
        let (majors, length) = match orientation {
            MatrixOrientation::RowMajor => (rows, columns),
            MatrixOrientation::ColumnMajor => (columns, rows),
        };
        let scalar = Type::Scalar(kind);
        let mut elements = vec![memory; (rows * columns) as usize];
        for major in 0..majors {
            let vector = self.ir.extract_value(memory, major);
            for minor in 0..length {
                let lane = self.lane(vector, length, minor);
                let lane = self.value_form(lane, &scalar);
                let (row, column) = match orientation {
                    MatrixOrientation::RowMajor => (major, minor),
                    MatrixOrientation::ColumnMajor => (minor, major),
                };
                elements[(row * columns + column) as usize] = lane;
            }
        }
        self.build_matrix(ty, &elements)
    }

    /// A constant matrix (`value` holds its elements row by row), in
    /// register or memory form.
    pub(super) fn matrix_constant(
        &mut self,
        value: &ConstValue,
        ty: &Type,
        memory: bool,
    ) -> LLVMValueRef {
        let (rows, columns, kind, _) = shape(ty);
        let scalar = Type::Scalar(kind);
        let elements: Vec<LLVMValueRef> = (0..(rows * columns) as usize)
            .map(|index| {
                let item = match value {
                    ConstValue::Aggregate(items) => {
                        items.get(index).cloned().unwrap_or(ConstValue::Int(0))
                    }
                    single => single.clone(),
                };
                self.constant(&item, &scalar)
            })
            .collect();
        let matrix = self.build_matrix(ty, &elements);
        if memory {
            self.matrix_to_memory(matrix, ty)
        } else {
            matrix
        }
    }

    /// Elements (row, column) of a matrix value: a scalar or vector.
    pub(super) fn pick_matrix_elements(
        &mut self,
        value: LLVMValueRef,
        ty: &Type,
        elements: &[(u32, u32)],
    ) -> LLVMValueRef {
        let (_, columns, kind, _) = shape(ty);
        let lanes: Vec<LLVMValueRef> = elements
            .iter()
            .map(|(row, column)| {
                let row_value = self.ir.extract_value(value, *row);
                self.lane(row_value, columns, *column)
            })
            .collect();
        self.gather(kind, &lanes, false)
    }

    /// `value` (a matrix) with elements (row, column) replaced by the lanes
    /// of `new` (a scalar or vector).
    pub(super) fn replace_matrix_elements(
        &mut self,
        value: LLVMValueRef,
        ty: &Type,
        elements: &[(u32, u32)],
        new: LLVMValueRef,
    ) -> LLVMValueRef {
        let mut all = self.matrix_elements(value, ty);
        let (_, columns, ..) = shape(ty);
        for (position, (row, column)) in elements.iter().enumerate() {
            all[(row * columns + column) as usize] =
                self.lane(new, elements.len() as u32, position as u32);
        }
        self.build_matrix(ty, &all)
    }

    /// Row `index` (a run-time `i32`) of a matrix value, by a select chain.
    pub(super) fn matrix_row(
        &mut self,
        value: LLVMValueRef,
        ty: &Type,
        index: LLVMValueRef,
    ) -> LLVMValueRef {
        let (rows, ..) = shape(ty);
        let mut result = self.ir.extract_value(value, 0);
        for row in 1..rows {
            let row_value = self.ir.extract_value(value, row);
            let here = self.ir.const_i32(i64::from(row));
            let is_row = self.ir.compare(LLVMIntPredicate::LLVMIntEQ, index, here);
            result = self.ir.select(is_row, row_value, result);
        }
        result
    }

    /// `value` (a matrix) with row `index` (run-time) replaced by `new`.
    pub(super) fn replace_matrix_row(
        &mut self,
        value: LLVMValueRef,
        ty: &Type,
        index: LLVMValueRef,
        new: LLVMValueRef,
    ) -> LLVMValueRef {
        let (rows, ..) = shape(ty);
        let mut result = value;
        for row in 0..rows {
            let old = self.ir.extract_value(value, row);
            let here = self.ir.const_i32(i64::from(row));
            let is_row = self.ir.compare(LLVMIntPredicate::LLVMIntEQ, index, here);
            let chosen = self.ir.select(is_row, new, old);
            result = self.ir.insert_value(result, chosen, row);
        }
        result
    }

    /// Applies `f` row by row to matrices `values` (all of shape `ty`),
    /// giving a matrix of `result`'s shape.
    pub(super) fn map_rows(
        &mut self,
        values: &[LLVMValueRef],
        ty: &Type,
        result: &Type,
        mut f: impl FnMut(&mut Self, &[LLVMValueRef], &Type) -> LLVMValueRef,
    ) -> LLVMValueRef {
        let (rows, columns, kind, _) = shape(ty);
        let row_type = Type::scalar_or_vector(kind, columns);
        let result_type = self.matrix_value_type(result);
        let mut matrix = self.ir.poison(result_type);
        for row in 0..rows {
            let operands: Vec<LLVMValueRef> = values
                .iter()
                .map(|value| self.ir.extract_value(*value, row))
                .collect();
            let row_value = f(self, &operands, &row_type);
            matrix = self.ir.insert_value(matrix, row_value, row);
        }
        matrix
    }

    /// A component-wise operator on two matrices of `ty`.
    pub(super) fn matrix_binary(
        &mut self,
        op: BinaryOp,
        ty: &Type,
        a: LLVMValueRef,
        b: LLVMValueRef,
    ) -> LLVMValueRef {
        let result = if op.is_comparison() {
            ty.with_scalar(ScalarKind::Bool)
        } else {
            ty.clone()
        };
        self.map_rows(&[a, b], ty, &result, |this, rows, row_type| {
            this.binary(op, row_type, rows[0], rows[1])
        })
    }

    /// Converts between a matrix and a scalar, vector or matrix (one side a
    /// matrix): element conversion, truncation, splat, reshaping.
    pub(super) fn matrix_convert(
        &mut self,
        value: LLVMValueRef,
        from: &Type,
        to: &Type,
    ) -> LLVMValueRef {
        let (Some(from_kind), Some(to_kind)) = (from.scalar(), to.scalar()) else {
            return value;
        };
        let elements: Vec<LLVMValueRef> = match from {
            Type::Matrix(..) => self.matrix_elements(value, from),
            Type::Scalar(_) | Type::Vector(_, 1) => vec![value],
            Type::Vector(_, n) => (0..*n).map(|lane| self.lane(value, *n, lane)).collect(),
            _ => return value,
        };
        let (from_rows, from_columns, ..) = shape(from);
        let convert = |this: &mut Self, element: LLVMValueRef| {
            this.convert(element, &Type::Scalar(from_kind), &Type::Scalar(to_kind))
        };
        match to {
            Type::Matrix(_, rows, columns, _) => {
                let count = (rows * columns) as usize;
                let picked: Vec<LLVMValueRef> = if elements.len() == 1 {
                    vec![elements[0]; count]
                } else if matches!(from, Type::Matrix(..))
                    && *rows <= from_rows
                    && *columns <= from_columns
                {
                    // Same shape, or truncation to the upper-left block.
                    (0..*rows)
                        .flat_map(|row| (0..*columns).map(move |column| (row, column)))
                        .map(|(row, column)| elements[(row * from_columns + column) as usize])
                        .collect()
                } else {
                    elements.into_iter().take(count).collect()
                };
                let converted: Vec<LLVMValueRef> =
                    picked.into_iter().map(|e| convert(self, e)).collect();
                self.build_matrix(to, &converted)
            }
            Type::Scalar(_) | Type::Vector(_, 1) => convert(self, elements[0]),
            Type::Vector(_, n) => {
                let lanes: Vec<LLVMValueRef> = elements
                    .into_iter()
                    .take(*n as usize)
                    .map(|e| convert(self, e))
                    .collect();
                self.gather(to_kind, &lanes, false)
            }
            _ => value,
        }
    }

    /// The elements of a constructor part (scalar, vector or matrix).
    pub(super) fn part_elements(&mut self, value: LLVMValueRef, ty: &Type) -> Vec<LLVMValueRef> {
        match ty {
            Type::Matrix(..) => self.matrix_elements(value, ty),
            Type::Vector(_, n) if *n > 1 => {
                (0..*n).map(|lane| self.lane(value, *n, lane)).collect()
            }
            _ => vec![value],
        }
    }

    /// `float2x2(a, b, c, d)` and friends: the parts' elements in order.
    pub(super) fn construct_matrix(&mut self, parts: &[Expr], ty: &Type) -> LLVMValueRef {
        let mut elements = Vec::new();
        for part in parts {
            let value = self.expr(part);
            elements.extend(self.part_elements(value, &part.ty));
        }
        self.build_matrix(ty, &elements)
    }

    fn multiply_add(
        &mut self,
        kind: ScalarKind,
        sum: Option<LLVMValueRef>,
        a: LLVMValueRef,
        b: LLVMValueRef,
    ) -> LLVMValueRef {
        let float = kind.is_float();
        let product = self.ir.binary(
            if float {
                LLVMOpcode::LLVMFMul
            } else {
                LLVMOpcode::LLVMMul
            },
            a,
            b,
        );
        match sum {
            Some(sum) => self.ir.binary(
                if float {
                    LLVMOpcode::LLVMFAdd
                } else {
                    LLVMOpcode::LLVMAdd
                },
                sum,
                product,
            ),
            None => product,
        }
    }

    /// `mul(a, b)` on operands sema has converted (see `sema::matrices`).
    pub(super) fn mul(&mut self, a: &Expr, b: &Expr, result: &Type) -> LLVMValueRef {
        let (x, y) = (self.expr(a), self.expr(b));
        let kind = result.scalar().unwrap_or(ScalarKind::Float);
        match (&a.ty, &b.ty) {
            (Type::Scalar(_), Type::Scalar(_)) => self.binary(BinaryOp::Multiply, result, x, y),
            (Type::Scalar(_), other) | (other, Type::Scalar(_)) => {
                let (scalar, shaped) = if matches!(a.ty, Type::Scalar(_)) {
                    (x, y)
                } else {
                    (y, x)
                };
                let splat = if matches!(other, Type::Matrix(..)) {
                    self.matrix_convert(scalar, &Type::Scalar(kind), other)
                } else {
                    self.convert(scalar, &Type::Scalar(kind), other)
                };
                if matches!(other, Type::Matrix(..)) {
                    self.matrix_binary(BinaryOp::Multiply, other, splat, shaped)
                } else {
                    self.binary(BinaryOp::Multiply, other, splat, shaped)
                }
            }
            (Type::Vector(_, n), Type::Vector(..)) => {
                let mut sum = None;
                for lane in 0..*n {
                    let (p, q) = (self.lane(x, *n, lane), self.lane(y, *n, lane));
                    sum = Some(self.multiply_add(kind, sum, p, q));
                }
                sum.unwrap_or(x)
            }
            (Type::Vector(_, n), Type::Matrix(_, _, columns, _)) => {
                // Σ_r v[r] · row r.
                let row_type = Type::scalar_or_vector(kind, *columns);
                let mut sum = None;
                for row in 0..*n {
                    let factor = self.lane(x, *n, row);
                    let factor = self.convert(factor, &Type::Scalar(kind), &row_type);
                    let row_value = self.ir.extract_value(y, row);
                    sum = Some(self.multiply_add(kind, sum, factor, row_value));
                }
                sum.unwrap_or(x)
            }
            (Type::Matrix(_, rows, columns, _), Type::Vector(..)) => {
                // Row r · v.
                let lanes: Vec<LLVMValueRef> = (0..*rows)
                    .map(|row| {
                        let row_value = self.ir.extract_value(x, row);
                        let mut sum = None;
                        for column in 0..*columns {
                            let (p, q) = (
                                self.lane(row_value, *columns, column),
                                self.lane(y, *columns, column),
                            );
                            sum = Some(self.multiply_add(kind, sum, p, q));
                        }
                        sum.unwrap_or(row_value)
                    })
                    .collect();
                self.gather(kind, &lanes, false)
            }
            (Type::Matrix(_, rows, inner, _), Type::Matrix(_, _, columns, _)) => {
                // Row i of the product: Σ_k A[i][k] · row k of B.
                let row_type = Type::scalar_or_vector(kind, *columns);
                let matrix_type = self.matrix_value_type(result);
                let mut matrix = self.ir.poison(matrix_type);
                for row in 0..*rows {
                    let a_row = self.ir.extract_value(x, row);
                    let mut sum = None;
                    for k in 0..*inner {
                        let factor = self.lane(a_row, *inner, k);
                        let factor = self.convert(factor, &Type::Scalar(kind), &row_type);
                        let b_row = self.ir.extract_value(y, k);
                        sum = Some(self.multiply_add(kind, sum, factor, b_row));
                    }
                    matrix = self.ir.insert_value(matrix, sum.unwrap_or(a_row), row);
                }
                matrix
            }
            _ => x,
        }
    }

    /// `transpose(m)`.
    pub(super) fn transpose(
        &mut self,
        value: LLVMValueRef,
        from: &Type,
        result: &Type,
    ) -> LLVMValueRef {
        if !matches!(from, Type::Matrix(..)) {
            return value;
        }
        let (rows, columns, ..) = shape(from);
        let elements = self.matrix_elements(value, from);
        let transposed: Vec<LLVMValueRef> = (0..columns)
            .flat_map(|column| (0..rows).map(move |row| (row, column)))
            .map(|(row, column)| elements[(row * columns + column) as usize])
            .collect();
        self.build_matrix(result, &transposed)
    }

    /// `determinant(m)` by cofactor expansion along the first row.
    pub(super) fn determinant(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        if !matches!(ty, Type::Matrix(..)) {
            return value;
        }
        let (size, ..) = shape(ty);
        let elements = self.matrix_elements(value, ty);
        let rows: Vec<u32> = (0..size).collect();
        let columns: Vec<u32> = (0..size).collect();
        self.minor(&elements, size, &rows, &columns)
    }

    /// The determinant of the submatrix of `rows` × `columns` (at most
    /// 4! = 24 products: matrices are at most 4x4).
    fn minor(
        &mut self,
        elements: &[LLVMValueRef],
        size: u32,
        rows: &[u32],
        columns: &[u32],
    ) -> LLVMValueRef {
        let at = |row: u32, column: u32| elements[(row * size + column) as usize];
        if rows.len() == 1 {
            return at(rows[0], columns[0]);
        }
        let mut total: Option<LLVMValueRef> = None;
        for (position, column) in columns.iter().enumerate() {
            let rest: Vec<u32> = columns.iter().copied().filter(|c| c != column).collect();
            let sub = self.minor(elements, size, &rows[1..], &rest);
            let term = self
                .ir
                .binary(LLVMOpcode::LLVMFMul, at(rows[0], *column), sub);
            total = Some(match total {
                None => term,
                Some(sum) if position % 2 == 1 => self.ir.binary(LLVMOpcode::LLVMFSub, sum, term),
                Some(sum) => self.ir.binary(LLVMOpcode::LLVMFAdd, sum, term),
            });
        }
        total.unwrap_or_else(|| at(rows[0], columns[0]))
    }
}
