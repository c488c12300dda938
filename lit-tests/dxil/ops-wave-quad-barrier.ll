; texel-dxil lowers the wave, quad and barrier intrinsics of LLVM's
; IntrinsicsDirectX.td to DXIL ops: WaveIsFirstLane 110, WaveGetLaneIndex 111,
; WaveGetLaneCount 112, WaveAnyTrue 113, WaveAllTrue 114, WaveActiveAllEqual
; 115, WaveActiveBallot 116 (its %dx.types.fouri32 read into the <4 x i32>),
; WaveReadLaneAt 117, WaveReadLaneFirst 118, QuadReadLaneAt 122, WaveActiveOp 119 (operation
; sum 0 / product 1 / min 2 / max 3, then signed 0 / unsigned 1), WaveActiveBit
; 120 (and 0 / or 1 / xor 2), WavePrefixOp 121, QuadOp 123 (read across x 0 /
; y 1 / diagonal 2), WaveAllBitCount 135, WavePrefixBitCount 136; and the six
; barriers to Barrier 80 with DXC's modes (sync group 1, UAV fence global 2,
; groupshared fence 8): group 8 / 9, device 2 / 3, full (AllMemoryBarrier:
; LLVM 22 reads llvm.dx.all.* as llvm.dx.all) 10 / 11.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-scalarize,texel-dxil-verify -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-LABEL: define i32 @lanes(i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[FIRST:%.*]] = call i1 @dx.op.waveIsFirstLane(i32 110)
; CHECK-NEXT: [[INDEX:%.*]] = call i32 @dx.op.waveGetLaneIndex(i32 111)
; CHECK-NEXT: [[COUNT:%.*]] = call i32 @dx.op.waveGetLaneCount(i32 112)
; CHECK-NEXT: [[ANY:%.*]] = call i1 @dx.op.waveAnyTrue(i32 113, i1 %c)
; CHECK-NEXT: [[ALL:%.*]] = call i1 @dx.op.waveAllTrue(i32 114, i1 [[ANY]])
; CHECK-NEXT: [[BITS:%.*]] = call i32 @dx.op.waveAllOp(i32 135, i1 [[ALL]])
; CHECK-NEXT: [[PREFIX:%.*]] = call i32 @dx.op.wavePrefixOp(i32 136, i1 [[FIRST]])
; CHECK-NEXT: [[S1:%.*]] = add i32 [[INDEX]], [[COUNT]]
; CHECK-NEXT: [[S2:%.*]] = add i32 [[S1]], [[BITS]]
; CHECK-NEXT: [[S3:%.*]] = add i32 [[S2]], [[PREFIX]]
; CHECK-NEXT: ret i32 [[S3]]
define i32 @lanes(i1 %c) #0 {
entry:
  %first = call i1 @llvm.dx.wave.is.first.lane()
  %index = call i32 @llvm.dx.wave.getlaneindex()
  %count = call i32 @llvm.dx.wave.get.lane.count()
  %any = call i1 @llvm.dx.wave.any(i1 %c)
  %all = call i1 @llvm.dx.wave.all(i1 %any)
  %bits = call i32 @llvm.dx.wave.active.countbits(i1 %all)
  %prefix = call i32 @llvm.dx.wave.prefix.bit.count(i1 %first)
  %s1 = add i32 %index, %count
  %s2 = add i32 %s1, %bits
  %s3 = add i32 %s2, %prefix
  ret i32 %s3
}

; CHECK-LABEL: define float @float_values(float %x, i32 %lane)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[EQ:%.*]] = call i1 @dx.op.waveActiveAllEqual.f32(i32 115, float %x)
; CHECK-NEXT: [[AT:%.*]] = call float @dx.op.waveReadLaneAt.f32(i32 117, float %x, i32 %lane)
; CHECK-NEXT: [[FIRST:%.*]] = call float @dx.op.waveReadLaneFirst.f32(i32 118, float [[AT]])
; CHECK-NEXT: [[SUM:%.*]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[FIRST]], i8 0, i8 0)
; CHECK-NEXT: [[PRODUCT:%.*]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[SUM]], i8 1, i8 0)
; CHECK-NEXT: [[MIN:%.*]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[PRODUCT]], i8 2, i8 0)
; CHECK-NEXT: [[MAX:%.*]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[MIN]], i8 3, i8 0)
; CHECK-NEXT: [[PSUM:%.*]] = call float @dx.op.wavePrefixOp.f32(i32 121, float [[MAX]], i8 0, i8 0)
; CHECK-NEXT: [[PPRODUCT:%.*]] = call float @dx.op.wavePrefixOp.f32(i32 121, float [[PSUM]], i8 1, i8 0)
; CHECK-NEXT: [[QX:%.*]] = call float @dx.op.quadOp.f32(i32 123, float [[PPRODUCT]], i8 0)
; CHECK-NEXT: [[QY:%.*]] = call float @dx.op.quadOp.f32(i32 123, float [[QX]], i8 1)
; CHECK-NEXT: [[QD:%.*]] = call float @dx.op.quadOp.f32(i32 123, float [[QY]], i8 2)
; CHECK-NEXT: [[QL:%.*]] = call float @dx.op.quadReadLaneAt.f32(i32 122, float [[QD]], i32 %lane)
; CHECK-NEXT: [[B:%.*]] = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 [[EQ]])
; CHECK-NEXT: [[B2:%.*]] = extractvalue %dx.types.fouri32 [[B]], 2
; CHECK-NEXT: [[HAS:%.*]] = icmp ne i32 [[B2]], 0
; CHECK-NEXT: [[R:%.*]] = select i1 [[HAS]], float [[QL]], float 0.000000e+00
; CHECK-NEXT: ret float [[R]]
define float @float_values(float %x, i32 %lane) #0 {
entry:
  %eq = call i1 @llvm.dx.wave.all.equal.f32(float %x)
  %at = call float @llvm.dx.wave.readlane.f32(float %x, i32 %lane)
  %first = call float @llvm.dx.wave.readlanefirst.f32(float %at)
  %sum = call float @llvm.dx.wave.reduce.sum.f32(float %first)
  %product = call float @llvm.dx.wave.product.f32(float %sum)
  %min = call float @llvm.dx.wave.reduce.min.f32(float %product)
  %max = call float @llvm.dx.wave.reduce.max.f32(float %min)
  %psum = call float @llvm.dx.wave.prefix.sum.f32(float %max)
  %pproduct = call float @llvm.dx.wave.prefix.product.f32(float %psum)
  %qx = call float @llvm.dx.quad.read.across.x.f32(float %pproduct)
  %qy = call float @llvm.dx.quad.read.across.y.f32(float %qx)
  %qd = call float @llvm.dx.quad.read.across.diagonal.f32(float %qy)
  %ql = call float @llvm.dx.quad.read.lane.at.f32(float %qd, i32 %lane)
  %ballot = call <4 x i32> @llvm.dx.wave.ballot(i1 %eq)
  %b2 = extractelement <4 x i32> %ballot, i32 2
  %has = icmp ne i32 %b2, 0
  %r = select i1 %has, float %ql, float 0.0
  ret float %r
}

; Unsigned and bit operations; a uint2 is one op per lane.
; CHECK-LABEL: define i32 @integer_values(i32 %a, i32 %b)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[USUM0:%.*]] = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %a, i8 0, i8 1)
; CHECK-NEXT: [[USUM1:%.*]] = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %b, i8 0, i8 1)
; CHECK-NEXT: [[UPRODUCT:%.*]] = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 [[USUM0]], i8 1, i8 1)
; CHECK-NEXT: [[UMIN:%.*]] = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 [[UPRODUCT]], i8 2, i8 1)
; CHECK-NEXT: [[UMAX:%.*]] = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 [[UMIN]], i8 3, i8 1)
; CHECK-NEXT: [[AND:%.*]] = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 [[UMAX]], i8 0)
; CHECK-NEXT: [[OR:%.*]] = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 [[AND]], i8 1)
; CHECK-NEXT: [[XOR:%.*]] = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 [[OR]], i8 2)
; CHECK-NEXT: [[PUSUM:%.*]] = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 [[XOR]], i8 0, i8 1)
; CHECK-NEXT: [[PUPRODUCT:%.*]] = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 [[PUSUM]], i8 1, i8 1)
; CHECK-NEXT: [[R:%.*]] = add i32 [[PUPRODUCT]], [[USUM1]]
; CHECK-NEXT: ret i32 [[R]]
define i32 @integer_values(i32 %a, i32 %b) #0 {
entry:
  %v0 = insertelement <2 x i32> poison, i32 %a, i32 0
  %v = insertelement <2 x i32> %v0, i32 %b, i32 1
  %usum = call <2 x i32> @llvm.dx.wave.reduce.usum.v2i32(<2 x i32> %v)
  %usum0 = extractelement <2 x i32> %usum, i32 0
  %usum1 = extractelement <2 x i32> %usum, i32 1
  %uproduct = call i32 @llvm.dx.wave.uproduct.i32(i32 %usum0)
  %umin = call i32 @llvm.dx.wave.reduce.umin.i32(i32 %uproduct)
  %umax = call i32 @llvm.dx.wave.reduce.umax.i32(i32 %umin)
  %and = call i32 @llvm.dx.wave.reduce.and.i32(i32 %umax)
  %or = call i32 @llvm.dx.wave.reduce.or.i32(i32 %and)
  %xor = call i32 @llvm.dx.wave.reduce.xor.i32(i32 %or)
  %pusum = call i32 @llvm.dx.wave.prefix.usum.i32(i32 %xor)
  %puproduct = call i32 @llvm.dx.wave.prefix.uproduct.i32(i32 %pusum)
  %r = add i32 %puproduct, %usum1
  ret i32 %r
}

; CHECK-LABEL: define void @barriers()
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 8)
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 9)
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 2)
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 3)
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 10)
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 11)
; CHECK-NEXT: ret void
define void @barriers() #0 {
entry:
  call void @llvm.dx.group.memory.barrier()
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  call void @llvm.dx.device.memory.barrier()
  call void @llvm.dx.device.memory.barrier.with.group.sync()
  call void @llvm.dx.full.memory.barrier()
  call void @llvm.dx.full.memory.barrier.with.group.sync()
  ret void
}

; CHECK-DAG: declare i1 @dx.op.waveIsFirstLane(i32) [[ATTRIBUTES:#[0-9]+]]
; CHECK-DAG: declare void @dx.op.barrier(i32, i32) [[ATTRIBUTES]]
; CHECK-NOT: @llvm.

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

declare i1 @llvm.dx.wave.is.first.lane()
declare i32 @llvm.dx.wave.getlaneindex()
declare i32 @llvm.dx.wave.get.lane.count()
declare i1 @llvm.dx.wave.any(i1)
declare i1 @llvm.dx.wave.all(i1)
declare i32 @llvm.dx.wave.active.countbits(i1)
declare i32 @llvm.dx.wave.prefix.bit.count(i1)
declare i1 @llvm.dx.wave.all.equal.f32(float)
declare float @llvm.dx.wave.readlane.f32(float, i32)
declare float @llvm.dx.wave.readlanefirst.f32(float)
declare float @llvm.dx.wave.reduce.sum.f32(float)
declare float @llvm.dx.wave.product.f32(float)
declare float @llvm.dx.wave.reduce.min.f32(float)
declare float @llvm.dx.wave.reduce.max.f32(float)
declare float @llvm.dx.wave.prefix.sum.f32(float)
declare float @llvm.dx.wave.prefix.product.f32(float)
declare float @llvm.dx.quad.read.across.x.f32(float)
declare float @llvm.dx.quad.read.across.y.f32(float)
declare float @llvm.dx.quad.read.across.diagonal.f32(float)
declare <2 x i32> @llvm.dx.wave.reduce.usum.v2i32(<2 x i32>)
declare i32 @llvm.dx.wave.uproduct.i32(i32)
declare i32 @llvm.dx.wave.reduce.umin.i32(i32)
declare i32 @llvm.dx.wave.reduce.umax.i32(i32)
declare i32 @llvm.dx.wave.reduce.and.i32(i32)
declare i32 @llvm.dx.wave.reduce.or.i32(i32)
declare i32 @llvm.dx.wave.reduce.xor.i32(i32)
declare i32 @llvm.dx.wave.prefix.usum.i32(i32)
declare i32 @llvm.dx.wave.prefix.uproduct.i32(i32)
declare void @llvm.dx.group.memory.barrier()
declare void @llvm.dx.group.memory.barrier.with.group.sync()
declare void @llvm.dx.device.memory.barrier()
declare void @llvm.dx.device.memory.barrier.with.group.sync()
declare void @llvm.dx.full.memory.barrier()
declare void @llvm.dx.full.memory.barrier.with.group.sync()
declare <4 x i32> @llvm.dx.wave.ballot(i1)
declare float @llvm.dx.quad.read.lane.at.f32(float, i32)
