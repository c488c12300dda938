//! The types DXIL-op IR must use: the `%dx.types.*` structs of DXIL.md
//! "Operation calls", the overload scalars, and what each [`ParameterType`] and
//! [`ResultType`] of the op table stands for. Type facts only; no checking.

use crate::dxil::ops::{Overload, ParameterType, ResultType};
use crate::ir_type::{IrType, ScalarType};

use super::facts::TypeFacts;

/// `%dx.types.ResRet.<overload>` without the overload suffix.
pub const RES_RET_PREFIX: &str = "dx.types.ResRet.";

/// The scalar type of an overload.
pub fn overload_scalar(overload: Overload) -> ScalarType {
    match overload {
        Overload::F16 => ScalarType::F16,
        Overload::F32 => ScalarType::F32,
        Overload::I16 => ScalarType::I16,
        Overload::I32 => ScalarType::I32,
    }
}

/// The overload whose scalar is `scalar`.
pub fn overload_of_scalar(scalar: ScalarType) -> Option<Overload> {
    Overload::ALL
        .into_iter()
        .find(|overload| overload_scalar(*overload) == scalar)
}

/// The overload whose suffix is `suffix` (`f32`).
pub fn overload_of_suffix(suffix: &str) -> Option<Overload> {
    Overload::ALL
        .into_iter()
        .find(|overload| overload.suffix() == suffix)
}

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

/// `%dx.types.SamplePos = type { float, float }`.
pub fn sample_pos() -> TypeFacts {
    TypeFacts::named_struct("dx.types.SamplePos", vec![IrType::F32, IrType::F32])
}

/// `%dx.types.ResRet.<T> = type { T, T, T, T, i32 }`.
pub fn res_ret(overload: Overload) -> TypeFacts {
    let element = scalar(overload_scalar(overload));
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
        ParameterType::Overload => TypeFacts::Ir(scalar(overload_scalar(overload?))),
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
        ResultType::Overload => TypeFacts::Ir(scalar(overload_scalar(overload?))),
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
            assert_eq!(
                overload_of_scalar(overload_scalar(overload)),
                Some(overload)
            );
            assert_eq!(overload_of_suffix(overload.suffix()), Some(overload));
        }
        assert_eq!(overload_of_scalar(ScalarType::F64), None);
    }
}
