// Vector constructors mixing scalars and vectors, casts and conversions:
// int -> float (sitofp), uint -> float (uitofp), float -> int / uint
// (fptosi / fptoui), comparisons and bool -> int (0 / 1), scalar -> vector
// splat, int <-> uint (no instruction; the shift kind follows the type),
// literals of mixed types, vector truncation by cast, asfloat / asuint /
// asint (bitcasts), min16float as float.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Od --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWBuffer<float4> F : register(u0);
RWBuffer<int4> I : register(u1);
RWBuffer<uint4> U : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 f = F[id.x];
  int4 i = I[id.x];
  uint4 u = U[id.x];
  F[id.x] = float4(f.xy, i.z, 1);
  F[id.x + 1] = float4(u.xy, id.zx);
  F[id.x + 2] = (float4)i + (float4)u;
  I[id.x] = (int4)f;
  U[id.x] = (uint4)f;
  I[id.x + 1] = int4(i.x < 0, f.y == 1.0, (bool)u.z, !u.w);
  F[id.x + 3] = f.x;
  I[id.x + 2] = int4(u) >> 1;
  U[id.x + 1] = u >> 1;
  U[id.x + 2] = u + i;
  F[id.x + 4] = float4(3, 4u, true, 0x10);
  float3 t = (float3)f;
  F[id.x + 5] = float4(t, asfloat(u.x));
  U[id.x + 3] = uint4(asuint(f.x), asint(f.y), uint(-1), uint(i.w));
  F[id.x + 6] = float4(f.xyz, min16float(f.w));
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: [[X:%.*]] = call i32 @llvm.dx.thread.id(i32 0)
// DXIL-DAG: [[Z:%.*]] = call i32 @llvm.dx.thread.id(i32 2)
// id.zx
// DXIL-DAG: [[ZX0:%.*]] = insertelement <2 x i32> poison, i32 [[Z]], i64 0
// DXIL-DAG: [[ZX:%.*]] = insertelement <2 x i32> [[ZX0]], i32 [[X]], i64 1
// DXIL: [[F:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[I:%.*]] = load <4 x i32>, ptr {{%.*}}, align 16
// DXIL: [[U:%.*]] = load <4 x i32>, ptr {{%.*}}, align 16
// float4(f.xy, i.z, 1)
// DXIL-NEXT: [[IZ:%.*]] = extractelement <4 x i32> [[I]], i64 2
// DXIL-NEXT: [[IZF:%.*]] = sitofp i32 [[IZ]] to float
// DXIL-NEXT: [[C0A:%.*]] = insertelement <4 x float> [[F]], float 1.000000e+00, i64 3
// DXIL-NEXT: [[C0:%.*]] = insertelement <4 x float> [[C0A]], float [[IZF]], i64 2
// DXIL: store <4 x float> [[C0]], ptr {{%.*}}, align 16
// float4(u.xy, id.zx)
// DXIL-NEXT: [[UXY:%.*]] = shufflevector <4 x i32> [[U]], <4 x i32> poison, <2 x i32> <i32 0, i32 1>
// DXIL-NEXT: [[UXYF:%.*]] = uitofp <2 x i32> [[UXY]] to <2 x float>
// DXIL-NEXT: [[ZXF:%.*]] = uitofp <2 x i32> [[ZX]] to <2 x float>
// DXIL-NEXT: [[C1:%.*]] = shufflevector <2 x float> [[UXYF]], <2 x float> [[ZXF]], <4 x i32> <i32 0, i32 1, i32 2, i32 3>
// DXIL: store <4 x float> [[C1]], ptr {{%.*}}, align 16
// (float4)i + (float4)u
// DXIL-NEXT: [[IF:%.*]] = sitofp <4 x i32> [[I]] to <4 x float>
// DXIL-NEXT: [[UF:%.*]] = uitofp <4 x i32> [[U]] to <4 x float>
// DXIL-NEXT: [[C2:%.*]] = fadd <4 x float> [[IF]], [[UF]]
// DXIL: store <4 x float> [[C2]], ptr {{%.*}}, align 16
// (int4)f, (uint4)f
// DXIL-NEXT: [[FI:%.*]] = fptosi <4 x float> [[F]] to <4 x i32>
// DXIL: store <4 x i32> [[FI]], ptr {{%.*}}, align 16
// DXIL-NEXT: [[FU:%.*]] = fptoui <4 x float> [[F]] to <4 x i32>
// DXIL: store <4 x i32> [[FU]], ptr {{%.*}}, align 16
// int4(i.x < 0, f.y == 1.0, (bool)u.z, !u.w)
// DXIL: [[NEG:%.*]] = lshr i32 {{%.*}}, 31
// DXIL: [[FY1:%.*]] = fcmp oeq float {{%.*}}, 1.000000e+00
// DXIL-NEXT: [[FY1I:%.*]] = zext i1 [[FY1]] to i32
// DXIL: [[UZB:%.*]] = icmp ne i32 {{%.*}}, 0
// DXIL-NEXT: [[UZI:%.*]] = zext i1 [[UZB]] to i32
// DXIL: [[UWN:%.*]] = icmp eq i32 {{%.*}}, 0
// DXIL-NEXT: [[UWI:%.*]] = zext i1 [[UWN]] to i32
// DXIL: store <4 x i32> {{%.*}}, ptr {{%.*}}, align 16
// f.x splatted
// DXIL-NEXT: [[SPLAT:%.*]] = shufflevector <4 x float> [[F]], <4 x float> poison, <4 x i32> zeroinitializer
// DXIL: store <4 x float> [[SPLAT]], ptr {{%.*}}, align 16
// int4(u) >> 1 is arithmetic, u >> 1 logical; u + i is a plain add
// DXIL-NEXT: [[ASHR:%.*]] = ashr <4 x i32> [[U]], splat (i32 1)
// DXIL: store <4 x i32> [[ASHR]], ptr {{%.*}}, align 16
// DXIL-NEXT: [[LSHR:%.*]] = lshr <4 x i32> [[U]], splat (i32 1)
// DXIL: store <4 x i32> [[LSHR]], ptr {{%.*}}, align 16
// DXIL-NEXT: [[UI:%.*]] = add <4 x i32> [[U]], [[I]]
// DXIL: store <4 x i32> [[UI]], ptr {{%.*}}, align 16
// float4(3, 4u, true, 0x10)
// DXIL: store <4 x float> <float 3.000000e+00, float 4.000000e+00, float 1.000000e+00, float 1.600000e+01>, ptr {{%.*}}, align 16
// float4((float3)f, asfloat(u.x))
// DXIL-NEXT: [[UBC:%.*]] = bitcast <4 x i32> [[U]] to <4 x float>
// DXIL-NEXT: [[C5:%.*]] = shufflevector <4 x float> [[F]], <4 x float> [[UBC]], <4 x i32> <i32 0, i32 1, i32 2, i32 4>
// DXIL: store <4 x float> [[C5]], ptr {{%.*}}, align 16
// uint4(asuint(f.x), asint(f.y), uint(-1), uint(i.w))
// DXIL: bitcast <4 x float> [[F]] to <4 x i32>
// DXIL: insertelement <4 x i32> {{%.*}}, i32 -1, i64 2
// DXIL: shufflevector <4 x i32> {{%.*}}, <4 x i32> [[I]], <4 x i32> <i32 0, i32 1, i32 2, i32 7>
// float4(f.xyz, min16float(f.w)) is f itself
// DXIL: store <4 x float> [[F]], ptr {{%.*}}, align 16
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV: [[F:%.*]] = load <4 x float>, ptr addrspace(11) {{%.*}}, align 16
// SPV: [[I:%.*]] = load <4 x i32>, ptr addrspace(11) {{%.*}}, align 16
// SPV: [[U:%.*]] = load <4 x i32>, ptr addrspace(11) {{%.*}}, align 16
// SPV: sitofp <4 x i32> [[I]] to <4 x float>
// SPV-NEXT: uitofp <4 x i32> [[U]] to <4 x float>
// SPV: fptosi <4 x float> [[F]] to <4 x i32>
// SPV: fptoui <4 x float> [[F]] to <4 x i32>
// SPV: ashr <4 x i32> [[U]], splat (i32 1)
// SPV: lshr <4 x i32> [[U]], splat (i32 1)
// SPV: store <4 x float> <float 3.000000e+00, float 4.000000e+00, float 1.000000e+00, float 1.600000e+01>, ptr addrspace(11) {{%.*}}, align 16
// SPV: bitcast <4 x i32> [[U]] to <4 x float>
// SPV: store <4 x float> [[F]], ptr addrspace(11) {{%.*}}, align 16
// SPV-NEXT: ret void

// NODX-NOT: llvm.dx.
