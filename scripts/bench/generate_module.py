#!/usr/bin/env python3
"""Writes a large LLVM IR module of texture intrinsic calls for the benchmarks.

usage: generate_module.py {dx|spv} CALLS > module.ll

One compute entry with CALLS sampling calls spread over blocks of 1000 calls,
each block summing its results, so the module is realistic for a lowering pass
(handles created once, many uses) and for InstCombine (real arithmetic).
"""
import sys

api, calls = sys.argv[1], int(sys.argv[2])
if api == "dx":
    triple = "dxil-pc-shadermodel6.6-compute"
    tex_ty = 'target("dx.Texture", <4 x float>, 0, 0, 0, 2)'
    smp_ty = 'target("dx.Sampler", 0)'
    tex_mangled = "tdx.Texture_v4f32_0_0_0_2t"
    smp_mangled = "tdx.Sampler_0t"
    out_ty = 'target("dx.Texture", <4 x float>, 1, 0, 0, 2)'
    out_mangled = "tdx.Texture_v4f32_1_0_0_2t"
else:
    triple = "spirv-unknown-vulkan1.3-compute"
    tex_ty = 'target("spirv.Image", float, 1, 2, 0, 0, 1, 0)'
    smp_ty = 'target("spirv.Sampler")'
    tex_mangled = "tspirv.Image_f32_1_2_0_0_1_0t"
    smp_mangled = "tspirv.Samplert"
    out_ty = 'target("spirv.Image", float, 1, 2, 0, 0, 2, 1)'
    out_mangled = "tspirv.Image_f32_1_2_0_0_2_1t"

p = f"llvm.{api}.resource"
out = sys.stdout
out.write(f'target triple = "{triple}"\n\n')
out.write('@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\\00"\n')
out.write('@Samp.name = private unnamed_addr constant [5 x i8] c"Samp\\00"\n')
out.write('@Out.name = private unnamed_addr constant [4 x i8] c"Out\\00"\n\n')
out.write("define void @main() #0 {\nentry:\n")
out.write(f"  %tex = call {tex_ty} @{p}.handlefrombinding.{tex_mangled}(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)\n")
out.write(f"  %samp = call {smp_ty} @{p}.handlefrombinding.{smp_mangled}(i32 0, i32 1, i32 1, i32 0, ptr @Samp.name)\n")
out.write(f"  %out = call {out_ty} @{p}.handlefrombinding.{out_mangled}(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)\n")
out.write(f"  br label %block0\n")
block_size = 1000
blocks = (calls + block_size - 1) // block_size
for block in range(blocks):
    out.write(f"block{block}:\n")
    out.write(f"  %acc{block}_0 = fadd float 0.0, 0.0\n")
    count = min(block_size, calls - block * block_size)
    for i in range(count):
        u = (i % 97) / 128.0
        v = (i % 89) / 128.0
        out.write(
            f"  %s{block}_{i} = call <4 x float> @{p}.samplelevel.v4f32({tex_ty} %tex, {smp_ty} %samp, "
            f"<2 x float> <float {u:.6e}, float {v:.6e}>, float 0.000000e+00, <2 x i32> zeroinitializer)\n"
        )
        out.write(f"  %x{block}_{i} = extractelement <4 x float> %s{block}_{i}, i64 0\n")
        out.write(f"  %acc{block}_{i + 1} = fadd float %acc{block}_{i}, %x{block}_{i}\n")
    out.write(f"  %v{block} = insertelement <4 x float> zeroinitializer, float %acc{block}_{count}, i64 0\n")
    out.write(
        f"  call void @{p}.store.texture.{out_mangled}.v2i32.v4f32({out_ty} %out, <2 x i32> <i32 {block}, i32 0>, <4 x float> %v{block})\n"
    )
    nxt = f"block{block + 1}" if block + 1 < blocks else "exit"
    out.write(f"  br label %{nxt}\n")
out.write("exit:\n  ret void\n}\n\n")
out.write(f"declare {tex_ty} @{p}.handlefrombinding.{tex_mangled}(i32, i32, i32, i32, ptr)\n")
out.write(f"declare {smp_ty} @{p}.handlefrombinding.{smp_mangled}(i32, i32, i32, i32, ptr)\n")
out.write(f"declare {out_ty} @{p}.handlefrombinding.{out_mangled}(i32, i32, i32, i32, ptr)\n")
out.write(f"declare <4 x float> @{p}.samplelevel.v4f32({tex_ty}, {smp_ty}, <2 x float>, float, <2 x i32>)\n")
out.write(f"declare void @{p}.store.texture.{out_mangled}.v2i32.v4f32({out_ty}, <2 x i32>, <4 x float>)\n")
out.write('\nattributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }\n')
