//! The types DXIL-op IR must use: the `%dx.types.*` structs of DXIL.md
//! "Operation calls", the overload scalars, and what each [`ParameterType`] and
//! [`ResultType`] of the op table stands for. Type facts only; no checking.

use crate::dxil::ops::{Overload, ParameterType, ResultType};
use crate::ir_type::{IrType, ScalarType};

use super::facts::TypeFacts;

/// `%dx.types.ResRet.<overload>` without the overload suffix.
pub const RES_RET_PREFIX: &str = "dx.types.ResRet.";
/// `%dx.types.CBufRet.<overload>[.8]` without the overload suffix.
pub const CBUF_RET_PREFIX: &str = "dx.types.CBufRet.";
/// The suffix of the 16-bit CBufRet types (eight fields), which tells them
/// from min-precision types.
pub const CBUF_RET_16_BIT_SUFFIX: &str = ".8";

fn scalar(scalar: ScalarType) -> IrType {
    IrType::Scalar(scalar)
}

/// `%dx.types.Handle = type { ptr }`.
pub fn handle() -> TypeFacts {
    TypeFacts::named_struct("dx.types.Handle", vec![IrType::Pointer(0)])
}

/// `%dx.types.ResBind = type { i32, i32, i32, i8 }`.
pub fn res_bind() -> TypeFacts {
    TypeFacts::named_struct(
        "dx.types.ResBind",
        vec![
            IrType::I32,
            IrType::I32,
            IrType::I32,
            scalar(ScalarType::I8),
        ],
    )
}

/// `%dx.types.ResourceProperties = type { i32, i32 }`.
pub fn resource_properties() -> TypeFacts {
    TypeFacts::named_struct(
        "dx.types.ResourceProperties",
        vec![IrType::I32, IrType::I32],
    )
}

/// `%dx.types.Dimensions = type { i32, i32, i32, i32 }`.
pub fn dimensions() -> TypeFacts {
    TypeFacts::named_struct("dx.types.Dimensions", vec![IrType::I32; 4])
}

/// `%dx.types.fouri32 = type { i32, i32, i32, i32 }`.
pub fn four_i32() -> TypeFacts {
    TypeFacts::named_struct("dx.types.fouri32", vec![IrType::I32; 4])
}

/// `%dx.types.SamplePos = type { float, float }`.
pub fn sample_pos() -> TypeFacts {
    TypeFacts::named_struct("dx.types.SamplePos", vec![IrType::F32, IrType::F32])
}

/// `%dx.types.ResRet.<T> = type { T, T, T, T, i32 }`.
pub fn res_ret(overload: Overload) -> TypeFacts {
    let element = scalar(overload.scalar());
    TypeFacts::named_struct(
        &format!("{RES_RET_PREFIX}{}", overload.suffix()),
        vec![
            element.clone(),
            element.clone(),
            element.clone(),
            element,
            IrType::I32,
        ],
    )
}

/// The name and field count of `%dx.types.CBufRet.<overload>`: one 16-byte
/// row of 2-, 4- or 8-byte values.
pub fn cbuf_ret_shape(overload: Overload) -> (String, u32) {
    let fields = 16 / overload.byte_size();
    let suffix = if fields == 8 {
        CBUF_RET_16_BIT_SUFFIX
    } else {
        ""
    };
    (
        format!("{CBUF_RET_PREFIX}{}{suffix}", overload.suffix()),
        fields,
    )
}

/// `%dx.types.CBufRet.f32 = type { float, float, float, float }`,
/// `%dx.types.CBufRet.f64 = type { double, double }`,
/// `%dx.types.CBufRet.f16.8 = type { half x 8 }`.
pub fn cbuf_ret(overload: Overload) -> TypeFacts {
    let (name, fields) = cbuf_ret_shape(overload);
    TypeFacts::named_struct(&name, vec![scalar(overload.scalar()); fields as usize])
}

/// The overload named by a CBufRet struct name (`dx.types.CBufRet.f16.8`).
pub fn overload_of_cbuf_ret(name: &str) -> Option<Overload> {
    let suffix = name.strip_prefix(CBUF_RET_PREFIX)?;
    let suffix = suffix
        .strip_suffix(CBUF_RET_16_BIT_SUFFIX)
        .unwrap_or(suffix);
    Overload::of_suffix(suffix)
}

/// The type a parameter must have; `None` for an overload-typed parameter
/// when the overload is unknown.
pub fn parameter_type(ty: ParameterType, overload: Option<Overload>) -> Option<TypeFacts> {
    Some(match ty {
        ParameterType::Handle => handle(),
        ParameterType::ResBind => res_bind(),
        ParameterType::ResourceProperties => resource_properties(),
        ParameterType::F32 => TypeFacts::Ir(IrType::F32),
        ParameterType::I32 => TypeFacts::Ir(IrType::I32),
        ParameterType::I8 => TypeFacts::Ir(scalar(ScalarType::I8)),
        ParameterType::I1 => TypeFacts::Ir(scalar(ScalarType::I1)),
        ParameterType::Overload => TypeFacts::Ir(scalar(overload?.scalar())),
    })
}

/// The type the result must have; `None` for overloaded results when the
/// overload is unknown.
pub fn result_type(result: ResultType, overload: Option<Overload>) -> Option<TypeFacts> {
    Some(match result {
        ResultType::Void => TypeFacts::Ir(IrType::Void),
        ResultType::Handle => handle(),
        ResultType::ResRet => res_ret(overload?),
        ResultType::Dimensions => dimensions(),
        ResultType::SamplePos => sample_pos(),
        ResultType::Overload => TypeFacts::Ir(scalar(overload?.scalar())),
        ResultType::CBufRet => cbuf_ret(overload?),
        ResultType::I32 => TypeFacts::Ir(IrType::I32),
        ResultType::I1 => TypeFacts::Ir(scalar(ScalarType::I1)),
        ResultType::F32 => TypeFacts::Ir(IrType::F32),
        ResultType::FourI32 => four_i32(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spells_the_dxil_types() {
        assert_eq!(
            res_ret(Overload::F32).with_body(),
            "%dx.types.ResRet.f32 = type { float, float, float, float, i32 }"
        );
        assert_eq!(res_ret(Overload::I16).to_string(), "%dx.types.ResRet.i16");
        assert_eq!(handle().with_body(), "%dx.types.Handle = type { ptr }");
        assert_eq!(
            res_bind().with_body(),
            "%dx.types.ResBind = type { i32, i32, i32, i8 }"
        );
        assert_eq!(
            parameter_type(ParameterType::Overload, Some(Overload::F16)),
            Some(TypeFacts::Ir(IrType::Scalar(ScalarType::F16)))
        );
        assert_eq!(parameter_type(ParameterType::Overload, None), None);
    }

    #[test]
    fn overloads_round_trip() {
        for overload in Overload::ALL {
            assert_eq!(Overload::of_scalar(overload.scalar()), Some(overload));
            assert_eq!(Overload::of_suffix(overload.suffix()), Some(overload));
        }
        assert_eq!(Overload::of_scalar(ScalarType::I8), None);
    }

    #[test]
    fn spells_the_cbuffer_rows() {
        assert_eq!(
            cbuf_ret(Overload::F32).with_body(),
            "%dx.types.CBufRet.f32 = type { float, float, float, float }"
        );
        assert_eq!(
            cbuf_ret(Overload::F64).with_body(),
            "%dx.types.CBufRet.f64 = type { double, double }"
        );
        assert_eq!(
            cbuf_ret(Overload::I16).with_body(),
            "%dx.types.CBufRet.i16.8 = type { i16, i16, i16, i16, i16, i16, i16, i16 }"
        );
        assert_eq!(
            overload_of_cbuf_ret("dx.types.CBufRet.f16.8"),
            Some(Overload::F16)
        );
        assert_eq!(
            overload_of_cbuf_ret("dx.types.CBufRet.i64"),
            Some(Overload::I64)
        );
        assert_eq!(overload_of_cbuf_ret("dx.types.ResRet.f32"), None);
        assert_eq!(
            res_ret(Overload::F64).with_body(),
            "%dx.types.ResRet.f64 = type { double, double, double, double, i32 }"
        );
    }
}
