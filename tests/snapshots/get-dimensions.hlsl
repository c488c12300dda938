// GetDimensions on buffers and textures: size only, size and mip count for a
// given mip level, float outputs, array element counts, multisample counts,
// RW textures and a typed buffer. (StructuredBuffer.GetDimensions is left out:
// it panics in texel-spirv today.)
Texture2D<float4> Albedo : register(t0);
Texture2DArray<float4> Layers : register(t1);
Texture3D<float4> Volume : register(t2);
TextureCube<float4> Sky : register(t3);
Texture2DMS<float4> Msaa : register(t4);
RWTexture2D<float4> Target : register(u5);
Buffer<float4> Elements : register(t6);
RWStructuredBuffer<uint4> Out : register(u7);

[numthreads(1, 1, 1)]
void main() {
  uint w, h, levels, elements, depth, samples;
  Albedo.GetDimensions(w, h);
  Out[0] = uint4(w, h, 0, 0);
  Albedo.GetDimensions(2, w, h, levels);
  Out[1] = uint4(w, h, levels, 0);
  Layers.GetDimensions(0, w, h, elements, levels);
  Out[2] = uint4(w, h, elements, levels);
  Volume.GetDimensions(w, h, depth);
  Out[3] = uint4(w, h, depth, 0);
  float fw, fh, flevels;
  Sky.GetDimensions(1, fw, fh, flevels);
  Out[4] = uint4(fw * 2, fh * 2, flevels, 0);
  Msaa.GetDimensions(w, h, samples);
  Out[5] = uint4(w, h, samples, 0);
  Target.GetDimensions(w, h);
  uint count;
  Elements.GetDimensions(count);
  Out[6] = uint4(w, h, count, 0);
}
