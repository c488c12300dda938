// firstbithigh / firstbitlow. HLSL semantics: firstbithigh(uint) is the bit
// index of the highest set bit (31 - leading zeros), firstbithigh(int) that
// of the highest bit differing from the sign bit, both 0xFFFFFFFF when there
// is none; firstbitlow is the lowest set bit, 0xFFFFFFFF for 0. On Vulkan
// these are GLSL.std.450 FindUMsb / FindSMsb / FindILsb (which return -1 in
// the same cases); the module must compile and pass spirv-val.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

Buffer<uint4> UIn : register(t0);
RWBuffer<uint4> UOut : register(u1);
RWBuffer<int4> IOut : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint4 u = UIn[id.x];
  int4 s = asint(u);
  UOut[id.x] = firstbithigh(u);
  IOut[id.x] = firstbithigh(s);
  UOut[id.x + 1] = firstbitlow(u);
}

// DXIL-LABEL: define void @main()
// DXIL: [[U:%.*]] = load <4 x i32>, ptr {{%.*}}, align 16
// DXIL-NEXT: [[LZ:%.*]] = call {{.*}}<4 x i32> @llvm.ctlz.v4i32(<4 x i32> [[U]], i1 false)
// DXIL-NEXT: [[HI:%.*]] = sub nsw <4 x i32> splat (i32 31), [[LZ]]
// DXIL: store <4 x i32> [[HI]], ptr {{%.*}}, align 16
// DXIL-NEXT: [[SIGN:%.*]] = ashr <4 x i32> [[U]], splat (i32 31)
// DXIL-NEXT: [[X:%.*]] = xor <4 x i32> [[U]], [[SIGN]]
// DXIL-NEXT: [[SLZ:%.*]] = call {{.*}}<4 x i32> @llvm.ctlz.v4i32(<4 x i32> [[X]], i1 false)
// DXIL-NEXT: [[SHI:%.*]] = sub nsw <4 x i32> splat (i32 31), [[SLZ]]
// DXIL: store <4 x i32> [[SHI]], ptr {{%.*}}, align 16
// DXIL-NEXT: [[TZ:%.*]] = call {{.*}}<4 x i32> @llvm.cttz.v4i32(<4 x i32> [[U]], i1 true)
// DXIL-NEXT: [[Z:%.*]] = icmp eq <4 x i32> [[U]], zeroinitializer
// DXIL-NEXT: [[LO:%.*]] = select <4 x i1> [[Z]], <4 x i32> splat (i32 -1), <4 x i32> [[TZ]]
// DXIL: store <4 x i32> [[LO]], ptr {{%.*}}, align 16

// NODX-NOT: llvm.dx.

// SPIRV-DAG: %[[GLSL:[0-9A-Za-z_]+]] = OpExtInstImport "GLSL.std.450"
// SPIRV-DAG: OpExtInst %{{[0-9A-Za-z_]+}} %[[GLSL]] FindUMsb
// SPIRV-DAG: OpExtInst %{{[0-9A-Za-z_]+}} %[[GLSL]] FindSMsb
// SPIRV-DAG: OpExtInst %{{[0-9A-Za-z_]+}} %[[GLSL]] FindILsb
