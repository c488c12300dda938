//! Code generation of the rest of HLSL's intrinsic library (degrees,
//! radians, sinh/cosh/tanh, log10, rcp, distance, reflect, refract,
//! faceforward, isfinite, fma, ldexp, f32tof16/f16tof32, D3DCOLORtoUBYTE4,
//! dst, lit): as upstream clang writes them, the `llvm.spv.*` intrinsic on
//! Vulkan where clang uses one ([`SPIRV_INTRINSICS`]), generic LLVM IR (what
//! DXC's own expansions compute) otherwise.
//!
//! This module must not know DXIL or SPIR-V encodings.

use texel_passes::llvm::{
    global_value_type, ir_type_of, LLVMOpcode, LLVMRealPredicate, LLVMValueRef,
};
use texel_passes::target::Api;

use crate::sema::hir::Intrinsic;
use crate::types::{ScalarKind, Type};

use super::Emitter;

/// The SPIR-V intrinsic upstream clang emits for a library intrinsic, and
/// whether LLVM 22 knows it (the others are declared by name: texel's, after
/// upstream's pattern).
const SPIRV_INTRINSICS: &[(Intrinsic, &str, bool)] = &[
    (Intrinsic::Degrees, "llvm.spv.degrees", true),
    (Intrinsic::Radians, "llvm.spv.radians", true),
    (Intrinsic::Distance, "llvm.spv.distance", true),
    (Intrinsic::Reflect, "llvm.spv.reflect", true),
    (Intrinsic::Refract, "llvm.spv.refract", true),
    (Intrinsic::FaceForward, "llvm.spv.faceforward", true),
    (Intrinsic::IsFinite, "llvm.spv.isfinite", false),
];

/// Half-precision bit conversions, per API: (f32tof16, f16tof32).
const HALF_BITS: &[(Api, &str, &str)] = &[
    (Api::Dx, "llvm.dx.legacyf32tof16", "llvm.dx.legacyf16tof32"),
    (Api::Spv, "llvm.spv.packhalf2x16", "llvm.spv.unpackhalf2x16"),
];

impl Emitter<'_, '_> {
    /// A library intrinsic on `values` (converted to the parameter types);
    /// `ty` is the first argument's type.
    pub(super) fn library_intrinsic(
        &mut self,
        intrinsic: Intrinsic,
        ty: &Type,
        values: &[LLVMValueRef],
        result_ty: &Type,
    ) -> LLVMValueRef {
        let x = values[0];
        let y = values.get(1).copied().unwrap_or(x);
        let z = values.get(2).copied().unwrap_or(x);
        // llvm.spv.distance takes vectors (its result is their element).
        let scalar_distance =
            intrinsic == Intrinsic::Distance && ty.vector_size().unwrap_or(1) == 1;
        if self.api == Api::Spv && !scalar_distance {
            if let Some((_, name, known)) =
                SPIRV_INTRINSICS.iter().find(|(id, ..)| *id == intrinsic)
            {
                let overloads: Vec<LLVMValueRef> = match intrinsic {
                    Intrinsic::Refract => vec![x, z],
                    _ => vec![x],
                };
                let result = self.value_type(result_ty);
                return if *known {
                    self.llvm_call(name, &overloads, values)
                } else {
                    self.named_intrinsic_call(name, &[x], result, values)
                };
            }
        }
        use Intrinsic::*;
        match intrinsic {
            Degrees => {
                let factor = self.float_constant(180.0 / std::f64::consts::PI, ty);
                self.fbin(LLVMOpcode::LLVMFMul, x, factor)
            }
            Radians => {
                let factor = self.float_constant(std::f64::consts::PI / 180.0, ty);
                self.fbin(LLVMOpcode::LLVMFMul, x, factor)
            }
            Sinh => self.unary_llvm("llvm.sinh", x),
            Cosh => self.unary_llvm("llvm.cosh", x),
            Tanh => self.unary_llvm("llvm.tanh", x),
            Log10 => {
                // DXC: log2(x) * log10(2).
                let log2 = self.unary_llvm("llvm.log2", x);
                let factor = self.float_constant(std::f64::consts::LOG10_2, ty);
                self.fbin(LLVMOpcode::LLVMFMul, log2, factor)
            }
            Rcp => {
                let one = self.float_constant(1.0, ty);
                self.fbin(LLVMOpcode::LLVMFDiv, one, x)
            }
            Distance => {
                let difference = self.fbin(LLVMOpcode::LLVMFSub, x, y);
                self.vector_length(difference, ty)
            }
            Reflect => {
                // i - 2 * dot(i, n) * n
                let dot = self.float_dot(x, y, ty);
                let two = self.float_constant(2.0, &scalar_of(ty));
                let twice = self.fbin(LLVMOpcode::LLVMFMul, two, dot);
                let twice = self.splat_to(twice, ty);
                let scaled = self.fbin(LLVMOpcode::LLVMFMul, twice, y);
                self.fbin(LLVMOpcode::LLVMFSub, x, scaled)
            }
            Refract => {
                // k = 1 - eta² (1 - dot(n, i)²);
                // k < 0 ? 0 : eta i - (eta dot(n, i) + sqrt(k)) n
                let scalar = scalar_of(ty);
                let dot = self.float_dot(y, x, ty);
                let one = self.float_constant(1.0, &scalar);
                let dot_squared = self.fbin(LLVMOpcode::LLVMFMul, dot, dot);
                let rest = self.fbin(LLVMOpcode::LLVMFSub, one, dot_squared);
                let eta_squared = self.fbin(LLVMOpcode::LLVMFMul, z, z);
                let scaled_rest = self.fbin(LLVMOpcode::LLVMFMul, eta_squared, rest);
                let k = self.fbin(LLVMOpcode::LLVMFSub, one, scaled_rest);
                let root = self.unary_llvm("llvm.sqrt", k);
                let eta_dot = self.fbin(LLVMOpcode::LLVMFMul, z, dot);
                let factor = self.fbin(LLVMOpcode::LLVMFAdd, eta_dot, root);
                let factor = self.splat_to(factor, ty);
                let eta = self.splat_to(z, ty);
                let bent = self.fbin(LLVMOpcode::LLVMFMul, eta, x);
                let along_normal = self.fbin(LLVMOpcode::LLVMFMul, factor, y);
                let refracted = self.fbin(LLVMOpcode::LLVMFSub, bent, along_normal);
                let zero_scalar = self.float_constant(0.0, &scalar);
                let total = self
                    .ir
                    .float_compare(LLVMRealPredicate::LLVMRealOLT, k, zero_scalar);
                let zero = self.float_constant(0.0, ty);
                self.ir.select(total, zero, refracted)
            }
            FaceForward => {
                // faceforward(n, i, ng) = dot(ng, i) < 0 ? n : -n
                let dot = self.float_dot(z, y, ty);
                let zero = self.float_constant(0.0, &scalar_of(ty));
                let facing = self
                    .ir
                    .float_compare(LLVMRealPredicate::LLVMRealOLT, dot, zero);
                let negated = self.ir.fneg(x);
                self.ir.select(facing, x, negated)
            }
            IsFinite => {
                // Ordered and not infinite: false for NaN and ±inf.
                let magnitude = self.unary_llvm("llvm.fabs", x);
                let infinity = self.float_constant(f64::INFINITY, ty);
                self.ir
                    .float_compare(LLVMRealPredicate::LLVMRealONE, magnitude, infinity)
            }
            Fma => self.llvm_call("llvm.fma", &[x], &[x, y, z]),
            Ldexp => {
                // DXC: x * exp2(exp).
                let power = self.unary_llvm("llvm.exp2", y);
                self.fbin(LLVMOpcode::LLVMFMul, x, power)
            }
            F32ToF16 | F16ToF32 => self.half_bits(intrinsic == F32ToF16, x, ty, result_ty),
            D3dColorToUbyte4 => {
                // int4(color.zyxw * 255.001953)
                let poison = self.ir.poison(self.ir.type_of(x));
                let swizzled = self.ir.shuffle(x, poison, &[2, 1, 0, 3]);
                let factor = self.float_constant(255.001953, ty);
                let scaled = self.fbin(LLVMOpcode::LLVMFMul, swizzled, factor);
                let int4 = self.value_type(result_ty);
                self.ir.cast(LLVMOpcode::LLVMFPToSI, scaled, int4)
            }
            Dst => {
                // float4(1, a.y * b.y, a.z, b.w)
                let one = self.float_constant(1.0, &Type::FLOAT);
                let a_y = self.ir.extract_element(x, 1);
                let b_y = self.ir.extract_element(y, 1);
                let product = self.fbin(LLVMOpcode::LLVMFMul, a_y, b_y);
                let a_z = self.ir.extract_element(x, 2);
                let b_w = self.ir.extract_element(y, 3);
                self.float4(&[one, product, a_z, b_w])
            }
            Lit => {
                // float4(1, max(n·l, 0), n·l < 0 || n·h < 0 ? 0 : pow(n·h, m), 1)
                let one = self.float_constant(1.0, &Type::FLOAT);
                let zero = self.float_constant(0.0, &Type::FLOAT);
                let diffuse = self.llvm_call("llvm.maxnum", &[x], &[x, zero]);
                let l_below = self
                    .ir
                    .float_compare(LLVMRealPredicate::LLVMRealOLT, x, zero);
                let h_below = self
                    .ir
                    .float_compare(LLVMRealPredicate::LLVMRealOLT, y, zero);
                let dark = self.ir.binary(LLVMOpcode::LLVMOr, l_below, h_below);
                let power = self.llvm_call("llvm.pow", &[y], &[y, z]);
                let specular = self.ir.select(dark, zero, power);
                self.float4(&[one, diffuse, specular, one])
            }
            _ => x,
        }
    }

    /// `sincos`, `modf`, `frexp`: the value `x` (of type `ty`) and the
    /// outputs stored to the places of `args` after the first.
    pub(super) fn outputs_intrinsic(
        &mut self,
        intrinsic: Intrinsic,
        args: &[crate::sema::hir::Expr],
        x: LLVMValueRef,
        ty: &Type,
    ) -> LLVMValueRef {
        let (result, outputs) = match intrinsic {
            Intrinsic::SinCos => {
                let sine = self.unary_llvm("llvm.sin", x);
                let cosine = self.unary_llvm("llvm.cos", x);
                (None, vec![sine, cosine])
            }
            Intrinsic::Modf => {
                // The whole part keeps the sign (trunc), the rest is x - it.
                let whole = self.unary_llvm("llvm.trunc", x);
                let fraction = self.fbin(LLVMOpcode::LLVMFSub, x, whole);
                (Some(fraction), vec![whole])
            }
            _ => {
                let (mantissa, exponent) = self.frexp(x, ty);
                (Some(mantissa), vec![exponent])
            }
        };
        for (output, value) in args.iter().skip(1).zip(outputs) {
            if let Some(place) = self.place(output) {
                let value = self.convert(value, ty, &output.ty);
                self.store_place(&place, value);
            }
        }
        result.unwrap_or_else(|| self.ir.poison(self.ir.int_type(32)))
    }

    /// `frexp` of 32-bit floats through their bits, as DXC does: the
    /// exponent is the biased exponent - 126, the mantissa the bits with
    /// exponent 126 (in [0.5, 1)); zero gives (0, 0).
    fn frexp(&mut self, x: LLVMValueRef, ty: &Type) -> (LLVMValueRef, LLVMValueRef) {
        let uint_ty = ty.with_scalar(ScalarKind::Uint);
        let int_ty = ty.with_scalar(ScalarKind::Int);
        let bits_type = self.value_type(&uint_ty);
        let bits = self.ir.cast(LLVMOpcode::LLVMBitCast, x, bits_type);
        let constant = |this: &mut Self, value: i64, of: &Type| {
            this.constant(&crate::sema::hir::ConstValue::Int(value), of)
        };
        let shift = constant(self, 23, &uint_ty);
        let exponent_mask = constant(self, 0xff, &uint_ty);
        let shifted = self.ir.binary(LLVMOpcode::LLVMLShr, bits, shift);
        let biased = self.ir.binary(LLVMOpcode::LLVMAnd, shifted, exponent_mask);
        let bias = constant(self, 126, &uint_ty);
        let exponent = self.ir.binary(LLVMOpcode::LLVMSub, biased, bias);
        let keep = constant(self, 0x807f_ffff, &uint_ty);
        let half_exponent = constant(self, 0x3f00_0000, &uint_ty);
        let kept = self.ir.binary(LLVMOpcode::LLVMAnd, bits, keep);
        let mantissa_bits = self.ir.binary(LLVMOpcode::LLVMOr, kept, half_exponent);
        let float_type = self.value_type(ty);
        let mantissa = self
            .ir
            .cast(LLVMOpcode::LLVMBitCast, mantissa_bits, float_type);
        let zero = self.float_constant(0.0, ty);
        let is_zero = self
            .ir
            .float_compare(LLVMRealPredicate::LLVMRealOEQ, x, zero);
        let mantissa = self.ir.select(is_zero, zero, mantissa);
        let exponent = self.convert(exponent, &int_ty, ty);
        let exponent = self.ir.select(is_zero, zero, exponent);
        (mantissa, exponent)
    }

    /// `asdouble(lo, hi)`: `llvm.dx.asdouble` on DXIL (as clang), the
    /// interleaved words bitcast to doubles on SPIR-V.
    pub(super) fn as_double(
        &mut self,
        low: LLVMValueRef,
        high: LLVMValueRef,
        ty: &Type,
        result_ty: &Type,
    ) -> LLVMValueRef {
        let result = self.value_type(result_ty);
        if self.api == Api::Dx {
            return self.llvm_call_returning("llvm.dx.asdouble", &[low], result, &[low, high]);
        }
        let lanes = ty.vector_size().unwrap_or(1);
        let words = if lanes == 1 {
            let pair_type = self.value_type(&Type::Vector(ScalarKind::Uint, 2));
            let pair = self.ir.poison(pair_type);
            let pair = self.ir.insert_element(pair, low, 0);
            self.ir.insert_element(pair, high, 1)
        } else {
            let mask: Vec<u32> = (0..lanes).flat_map(|lane| [lane, lanes + lane]).collect();
            self.ir.shuffle(low, high, &mask)
        };
        self.ir.cast(LLVMOpcode::LLVMBitCast, words, result)
    }

    /// `asuint(d, out lo, out hi)`: `llvm.dx.splitdouble` on DXIL (as
    /// clang), the double's words on SPIR-V; stored to the two places.
    pub(super) fn split_double(
        &mut self,
        args: &[crate::sema::hir::Expr],
        value: LLVMValueRef,
        ty: &Type,
    ) -> LLVMValueRef {
        let lanes = ty.vector_size().unwrap_or(1);
        let uint = Type::scalar_or_vector(ScalarKind::Uint, lanes);
        let uint_type = self.value_type(&uint);
        let (low, high) = if self.api == Api::Dx {
            // Overloaded on the word type (its result is a pair of them).
            let Some(function) = self
                .ir
                .intrinsic_declaration("llvm.dx.splitdouble", &[uint_type])
            else {
                return self.ir.poison(uint_type);
            };
            let pair = self
                .ir
                .call_as(global_value_type(function), function, &[value]);
            (
                self.ir.extract_value(pair, 0),
                self.ir.extract_value(pair, 1),
            )
        } else {
            let words_type = self.value_type(&Type::Vector(ScalarKind::Uint, 2 * lanes));
            let words = self.ir.cast(LLVMOpcode::LLVMBitCast, value, words_type);
            let even: Vec<u32> = (0..lanes).map(|lane| 2 * lane).collect();
            let odd: Vec<u32> = (0..lanes).map(|lane| 2 * lane + 1).collect();
            let pick = |this: &mut Self, lanes_of: &[u32]| {
                if lanes_of.len() == 1 {
                    this.ir.extract_element(words, lanes_of[0])
                } else {
                    let poison = this.ir.poison(words_type);
                    this.ir.shuffle(words, poison, lanes_of)
                }
            };
            (pick(self, &even), pick(self, &odd))
        };
        for (output, word) in args.iter().skip(1).zip([low, high]) {
            if let Some(place) = self.place(output) {
                self.store_place(&place, word);
            }
        }
        self.ir.poison(self.ir.int_type(32))
    }

    /// `f32tof16` (`to_half`) or `f16tof32`, one component at a time.
    fn half_bits(
        &mut self,
        to_half: bool,
        x: LLVMValueRef,
        ty: &Type,
        result_ty: &Type,
    ) -> LLVMValueRef {
        let Some(&(_, pack, unpack)) = HALF_BITS.iter().find(|(api, ..)| *api == self.api) else {
            return x;
        };
        let lanes = ty.vector_size().unwrap_or(1);
        let scalar_result = scalar_of(result_ty);
        let result_scalar_type = self.value_type(&scalar_result);
        let float = self.value_type(&Type::FLOAT);
        let mut out = if lanes > 1 {
            let vector = self.value_type(result_ty);
            self.ir.poison(vector)
        } else {
            x
        };
        for lane in 0..lanes {
            let component = if lanes > 1 {
                self.ir.extract_element(x, lane)
            } else {
                x
            };
            let converted = match (self.api, to_half) {
                (Api::Dx, true) => {
                    self.named_intrinsic_call(pack, &[component], result_scalar_type, &[component])
                }
                (Api::Dx, false) => {
                    self.llvm_call_returning(unpack, &[component], float, &[component])
                }
                (Api::Spv, true) => {
                    // packHalf2x16(float2(x, 0)): the low half holds x.
                    let zero = self.float_constant(0.0, &Type::FLOAT);
                    let pair_type = self.value_type(&Type::Vector(ScalarKind::Float, 2));
                    let pair = self.ir.poison(pair_type);
                    let pair = self.ir.insert_element(pair, component, 0);
                    let pair = self.ir.insert_element(pair, zero, 1);
                    self.named_intrinsic_call(pack, &[pair], result_scalar_type, &[pair])
                }
                (Api::Spv, false) => {
                    // unpackHalf2x16(bits).x
                    let pair_type = self.value_type(&Type::Vector(ScalarKind::Float, 2));
                    let pair = self.llvm_call_returning(unpack, &[], pair_type, &[component]);
                    self.ir.extract_element(pair, 0)
                }
            };
            out = if lanes > 1 {
                self.ir.insert_element(out, converted, lane)
            } else {
                converted
            };
        }
        out
    }

    /// A call of an LLVM-known intrinsic overloaded on its result type
    /// (`result`) and the types of `overload` values.
    fn llvm_call_returning(
        &mut self,
        name: &str,
        overload: &[LLVMValueRef],
        result: texel_passes::llvm::LLVMTypeRef,
        args: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let mut types = vec![result];
        types.extend(overload.iter().map(|value| self.ir.type_of(*value)));
        // legacyf16tof32 and asdouble overload on their operand only.
        if name.contains("legacyf16tof32") || name.contains("asdouble") {
            types.remove(0);
        }

        match self.ir.intrinsic_declaration(name, &types) {
            Some(function) => self.ir.call_as(global_value_type(function), function, args),
            None => self.named_intrinsic_call(name, overload, result, args),
        }
    }

    /// A call of an intrinsic LLVM 22 does not know, declared by its name
    /// mangled with the types of `overload` values.
    fn named_intrinsic_call(
        &mut self,
        base: &str,
        overload: &[LLVMValueRef],
        result: texel_passes::llvm::LLVMTypeRef,
        args: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let mut name = base.to_string();
        for value in overload {
            name.push('.');
            name.push_str(&ir_type_of(self.ir.type_of(*value)).mangled_suffix());
        }
        let function = match self.ir.named_function(&name) {
            Some(function) => function,
            None => {
                let params: Vec<_> = args.iter().map(|a| self.ir.type_of(*a)).collect();
                let function_type = self.ir.function_type(result, &params);
                let function = self.ir.add_function(&name, function_type);
                self.ir.add_function_attribute(function, "nounwind");
                self.ir.add_function_attribute(function, "willreturn");
                function
            }
        };
        self.ir.call_as(global_value_type(function), function, args)
    }

    /// The dot product of two float vectors (a product for scalars).
    fn float_dot(&mut self, a: LLVMValueRef, b: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        let product = self.fbin(LLVMOpcode::LLVMFMul, a, b);
        self.reduce_add(product, ty)
    }

    /// The length of a float vector (the magnitude of a scalar).
    fn vector_length(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        if ty.vector_size().unwrap_or(1) == 1 {
            return self.unary_llvm("llvm.fabs", value);
        }
        let dot = self.float_dot(value, value, ty);
        self.unary_llvm("llvm.sqrt", dot)
    }

    /// A scalar splatted to `ty`'s width (itself for scalars).
    fn splat_to(&mut self, scalar: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        match ty.vector_size() {
            Some(n) if n > 1 => self.splat(scalar, n),
            _ => scalar,
        }
    }

    /// A `float4` from four floats.
    fn float4(&mut self, lanes: &[LLVMValueRef; 4]) -> LLVMValueRef {
        let vector_type = self.value_type(&Type::Vector(ScalarKind::Float, 4));
        let mut vector = self.ir.poison(vector_type);
        for (index, lane) in lanes.iter().enumerate() {
            vector = self.ir.insert_element(vector, *lane, index as u32);
        }
        vector
    }
}

/// The scalar type of a scalar or vector type.
fn scalar_of(ty: &Type) -> Type {
    Type::Scalar(ty.scalar().unwrap_or(ScalarKind::Float))
}
