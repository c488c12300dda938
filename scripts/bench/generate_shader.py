#!/usr/bin/env python3
"""Writes an HLSL compute shader of about LINES lines (default 5000) for the
SPIR-V emission benchmark: buffer reads, arithmetic, intrinsics, short
branches and small loops, in the shapes both code generators accept.
usage: generate_shader.py [LINES]"""
import sys

lines = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
out = [
    "cbuffer Settings : register(b0) { float Scale; float Bias; uint Count; };",
    "StructuredBuffer<float4> In : register(t1);",
    "RWStructuredBuffer<float4> Out : register(u2);",
    "",
    "[numthreads(64, 1, 1)]",
    "void main(uint3 id : SV_DispatchThreadID) {",
    "  float4 v0 = In[id.x];",
]
index = 0
while len(out) < lines - 3:
    index += 1
    kind = index % 5
    previous = f"v{index - 1}"
    name = f"v{index}"
    if kind == 0:
        out.append(f"  float4 {name} = {previous} * Scale + In[(id.x + {index}) % 1024];")
    elif kind == 1:
        out.append(f"  float4 {name} = sqrt(abs({previous})) + Bias;")
    elif kind == 2:
        out.append(f"  float4 {name} = {previous};")
        out.append(f"  if ({name}.x > {index % 7}.5) {{ {name}.y += 1.0; }}")
    elif kind == 3:
        out.append(f"  float4 {name} = max({previous}, min({previous}.yzwx, float4(1, 2, 3, 4)));")
    else:
        out.append(f"  float4 {name} = {previous};")
        out.append(f"  for (uint i{index} = 0; i{index} < 4; ++i{index}) {{ {name} += In[i{index}] * 0.25; }}")
out.append(f"  Out[id.x] = v{index};")
out.append("}")
print("\n".join(out))
