// Untyped literals (DXC's `literal int` / `literal float`): an unsuffixed
// literal takes the element type of the other operand when that type can
// hold it, so with -enable-16bit-types `h * 0.5 + 1` and `-2 * h` stay half
// and `s + 1`, `s * -3` stay int16_t; a suffixed literal (`0.5f`) is typed
// and promotes the other operand, and a literal float meeting an integer is
// float.
//
// RUN: %texel -T cs_6_6 -E main -enable-16bit-types --emit=ir %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main -enable-16bit-types -spirv --emit=ir %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main -enable-16bit-types %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -enable-16bit-types %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -enable-16bit-types -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

StructuredBuffer<half> InH : register(t0);
StructuredBuffer<int16_t> InS : register(t1);
RWStructuredBuffer<half2> OutH : register(u2);
RWStructuredBuffer<int16_t2> OutS : register(u3);
RWStructuredBuffer<float> OutF : register(u4);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  half h = InH[id.x];
  int16_t s = InS[id.x];
  OutH[id.x] = half2(h * 0.5 + 1, -2 * h);
  OutS[id.x] = int16_t2(s + 1, s * -3);
  OutF[id.x] = h * 0.5f + s * 1.5;
}

// IR-LABEL: define void @main()
// IR: [[H:%.*]] = load half, ptr{{.*}}, align 2
// IR: [[S:%.*]] = load i16, ptr{{.*}}, align 2
// IR: [[A:%.*]] = fmul half [[H]], 0xH3800
// IR: [[B:%.*]] = fadd half [[A]], 0xH3C00
// IR: [[C:%.*]] = fmul half [[H]], 0xHC000
// IR: [[D:%.*]] = add i16 [[S]], 1
// IR: [[E:%.*]] = mul i16 [[S]], -3
// IR: [[HF:%.*]] = fpext half [[H]] to float
// IR: [[F:%.*]] = fmul float [[HF]], 5.000000e-01
// IR: [[SF:%.*]] = sitofp i16 [[S]] to float
// IR: [[G:%.*]] = fmul float [[SF]], 1.500000e+00
// IR: fadd float [[F]], [[G]]

// DXIL-LABEL: define void @main()
// DXIL: [[A:%.*]] = fmul half [[H:%.*]], 0xH3800
// DXIL: [[B:%.*]] = fadd half [[A]], 0xH3C00
// DXIL: [[C:%.*]] = fmul half [[H]], 0xHC000
// DXIL: call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0, half [[B]], half [[C]], half undef, half undef, i8 3, i32 2)
// DXIL: [[D:%.*]] = add i16 [[S:%.*]], 1
// DXIL: [[E:%.*]] = mul i16 [[S]], -3
// DXIL: call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0, i16 [[D]], i16 [[E]], i16 undef, i16 undef, i8 3, i32 2)

// SPIRV: [[A:%[0-9]+]] = OpFMul %half [[H:%[0-9]+]] %half_0x1pn1
// SPIRV: OpFAdd %half [[A]] %half_0x1p_0
// SPIRV: OpFMul %half [[H]] %half_n0x1p_1
// SPIRV: OpIAdd %ushort [[S:%[0-9]+]] %ushort_1
// SPIRV: OpIMul %ushort [[S]] %ushort_65533
// SPIRV: [[HF:%[0-9]+]] = OpFConvert %float [[H]]
// SPIRV: OpFMul %float [[HF]] %float_0_5
// SPIRV: [[SF:%[0-9]+]] = OpConvertSToF %float [[S]]
// SPIRV: OpFMul %float [[SF]] %float_1_5
