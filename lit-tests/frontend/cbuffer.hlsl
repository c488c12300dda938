// cbuffer members read in arithmetic, HLSL to IR on both targets (-Od: the
// front end's own loads). A cbuffer becomes a layout struct (on DXIL HLSL's
// legacy packing, 16-byte rows, a member that would straddle a row starts a
// new one, explicit padding as clang-22 emits it; on SPIR-V the plain struct of
// the members, no padding, since the finalizer decorates the Vulkan offsets —
// clang's spirv.Padding members cannot express a float after a float3), a
// global holding the handle, one external global per member in the constant
// address space (dx addrspace(2), spv addrspace(12)) and !hlsl.cbs. Layout
// of Params: Scale 0, Count 4, Bias 16, Offs 32, Dir 48, Tail 60.
// (DXIL ops: cbuffer-dxil-ops.hlsl; Vulkan binary: cbuffer-spirv.hlsl.)
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Od --emit=ir %s | FileCheck %s --check-prefix=SPV

cbuffer Params : register(b0) {
  float Scale;
  uint Count;
  float4 Bias;
  int2 Offs;
  float3 Dir;
  float Tail;
};
cbuffer Implicit { uint Mode; };
RWBuffer<float4> Out : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x < Count)
    Out[id.x] = Bias * Scale + float(Offs.y) + float4(Dir, Tail) * Mode;
}

// DXIL-DAG: %__cblayout_Params = type <{ float, i32, target("dx.Padding", 8), <4 x float>, <2 x i32>, target("dx.Padding", 8), <3 x float>, float }>
// DXIL-DAG: %__cblayout_Implicit = type <{ i32 }>
// DXIL-DAG: @Params.cb = {{.*}}global target("dx.CBuffer", %__cblayout_Params) poison
// DXIL-DAG: @Scale = external hidden {{.*}}addrspace(2) global float
// DXIL-DAG: @Count = external hidden {{.*}}addrspace(2) global i32
// DXIL-DAG: @Bias = external hidden {{.*}}addrspace(2) global <4 x float>
// DXIL-DAG: @Offs = external hidden {{.*}}addrspace(2) global <2 x i32>
// DXIL-DAG: @Dir = external hidden {{.*}}addrspace(2) global <3 x float>
// DXIL-DAG: @Tail = external hidden {{.*}}addrspace(2) global float
// DXIL-DAG: @Implicit.cb = {{.*}}global target("dx.CBuffer", %__cblayout_Implicit) poison
// DXIL-DAG: @Mode = external hidden {{.*}}addrspace(2) global i32
// DXIL-DAG: [[PARAMS_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Params\00", align 1
// DXIL-DAG: [[IMPLICIT_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"Implicit\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[P:%.*]] = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[PARAMS_NAME]])
// DXIL-DAG: store target("dx.CBuffer", %__cblayout_Params) [[P]], ptr @Params.cb, align 4
// DXIL-DAG: [[I:%.*]] = call target("dx.CBuffer", %__cblayout_Implicit) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Implicitst(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[IMPLICIT_NAME]])
// DXIL-DAG: store target("dx.CBuffer", %__cblayout_Implicit) [[I]], ptr @Implicit.cb, align 4
// DXIL: [[TID:%.*]] = call i32 @llvm.dx.thread.id(i32 0)
// DXIL-NEXT: [[COUNT:%.*]] = load i32, ptr addrspace(2) @Count, align 4
// DXIL-NEXT: [[CMP:%.*]] = icmp ult i32 [[TID]], [[COUNT]]
// DXIL-NEXT: br i1 [[CMP]], label %[[THEN:.*]], label %[[END:.*]]
// DXIL: [[THEN]]:
// DXIL-NEXT: [[BIAS:%.*]] = load <4 x float>, ptr addrspace(2) @Bias, align 16
// DXIL-NEXT: [[SCALE:%.*]] = load float, ptr addrspace(2) @Scale, align 4
// DXIL: [[BS:%.*]] = fmul <4 x float> [[BIAS]], {{%.*}}
// DXIL-NEXT: [[OFFSY:%.*]] = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @Offs, i32 4), align 4
// DXIL-NEXT: [[OFFSYF:%.*]] = sitofp i32 [[OFFSY]] to float
// DXIL: [[DIR:%.*]] = load <3 x float>, ptr addrspace(2) @Dir, align 4
// DXIL: [[TAIL:%.*]] = load float, ptr addrspace(2) @Tail, align 4
// DXIL: [[MODE:%.*]] = load i32, ptr addrspace(2) @Mode, align 4
// DXIL-NEXT: [[MODEF:%.*]] = uitofp i32 [[MODE]] to float
// DXIL: store <4 x float> {{%.*}}, ptr {{%.*}}, align 16
// DXIL-NEXT: br label %[[END]]
// DXIL: !hlsl.cbs = !{![[CB0:[0-9]+]], ![[CB1:[0-9]+]]}
// DXIL: ![[CB0]] = !{ptr @Params.cb, ptr addrspace(2) @Scale, ptr addrspace(2) @Count, ptr addrspace(2) @Bias, ptr addrspace(2) @Offs, ptr addrspace(2) @Dir, ptr addrspace(2) @Tail}
// DXIL-NEXT: ![[CB1]] = !{ptr @Implicit.cb, ptr addrspace(2) @Mode}

// SPV-DAG: %__cblayout_Params = type { float, i32, <4 x float>, <2 x i32>, <3 x float>, float }
// SPV-DAG: %__cblayout_Implicit = type { i32 }
// SPV-DAG: @Params.cb = {{.*}}global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
// SPV-DAG: @Scale = external hidden {{.*}}addrspace(12) global float
// SPV-DAG: @Count = external hidden {{.*}}addrspace(12) global i32
// SPV-DAG: @Bias = external hidden {{.*}}addrspace(12) global <4 x float>
// SPV-DAG: @Offs = external hidden {{.*}}addrspace(12) global <2 x i32>
// SPV-DAG: @Dir = external hidden {{.*}}addrspace(12) global <3 x float>
// SPV-DAG: @Tail = external hidden {{.*}}addrspace(12) global float
// SPV-DAG: @Implicit.cb = {{.*}}global target("spirv.VulkanBuffer", %__cblayout_Implicit, 2, 0) poison
// SPV-DAG: @Mode = external hidden {{.*}}addrspace(12) global i32
// SPV-DAG: [[PARAMS_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Params\00", align 1
// SPV-DAG: [[IMPLICIT_NAME:@[^ ]+]] = private unnamed_addr constant [9 x i8] c"Implicit\00", align 1
// SPV-LABEL: define void @main()
// SPV-DAG: [[P:%.*]] = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[PARAMS_NAME]])
// SPV-DAG: store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) [[P]], ptr @Params.cb, align 8
// SPV-DAG: [[I:%.*]] = call target("spirv.VulkanBuffer", %__cblayout_Implicit, 2, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.VulkanBuffer_s___cblayout_Implicits_2_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull [[IMPLICIT_NAME]])
// SPV-DAG: store target("spirv.VulkanBuffer", %__cblayout_Implicit, 2, 0) [[I]], ptr @Implicit.cb, align 8
// SPV: [[TID:%.*]] = call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-NEXT: [[COUNT:%.*]] = load i32, ptr addrspace(12) @Count, align 4
// SPV-NEXT: [[CMP:%.*]] = icmp ult i32 [[TID]], [[COUNT]]
// SPV-NEXT: br i1 [[CMP]], label %[[THEN:.*]], label %[[END:.*]]
// SPV: [[THEN]]:
// SPV-NEXT: [[BIAS:%.*]] = load <4 x float>, ptr addrspace(12) @Bias, align 16
// SPV-NEXT: [[SCALE:%.*]] = load float, ptr addrspace(12) @Scale, align 4
// SPV: [[OFFSY:%.*]] = load i32, ptr addrspace(12) getelementptr inbounds nuw (i8, ptr addrspace(12) @Offs, i64 4), align 4
// SPV: [[DIR:%.*]] = load <3 x float>, ptr addrspace(12) @Dir, align {{[0-9]+}}
// SPV: [[TAIL:%.*]] = load float, ptr addrspace(12) @Tail, align 4
// SPV: [[MODE:%.*]] = load i32, ptr addrspace(12) @Mode, align 4
// SPV: store <4 x float> {{%.*}}, ptr addrspace(11) {{%.*}}, align 16
// SPV: !hlsl.cbs = !{![[CB0:[0-9]+]], ![[CB1:[0-9]+]]}
// SPV: ![[CB0]] = !{ptr @Params.cb, ptr addrspace(12) @Scale, ptr addrspace(12) @Count, ptr addrspace(12) @Bias, ptr addrspace(12) @Offs, ptr addrspace(12) @Dir, ptr addrspace(12) @Tail}
// SPV-NEXT: ![[CB1]] = !{ptr @Implicit.cb, ptr addrspace(12) @Mode}
