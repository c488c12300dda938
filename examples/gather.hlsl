// Gather: the four texels of a bilinear footprint, one channel at a time, with
// Clamp and Repeat addressing; its pipeline is gather.yaml, where texel k of the
// 2x2 texture holds (k+1, 10(k+1), 100(k+1), 1000(k+1)) so each value names its
// texel (lit-tests/exec/gather.test explains the footprints).
[[vk::binding(0, 0)]] Texture2D<float4> Tex : register(t0);
[[vk::binding(1, 0)]] SamplerState Clamp : register(s0);
[[vk::binding(2, 0)]] SamplerState Wrap : register(s1);
[[vk::binding(3, 0)]] RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    float2 centre = float2(0.5, 0.5);  // footprint (0,0)..(1,1)
    float2 left = float2(0.1, 0.5);    // footprint starts at column -1
    Out[0] = Tex.Gather(Clamp, centre);         // red: (0,1) (1,1) (1,0) (0,0)
    Out[1] = Tex.GatherGreen(Clamp, left);      // column -1 clamps to 0
    Out[2] = Tex.GatherGreen(Wrap, left);       // column -1 wraps to 1
    Out[3] = Tex.GatherAlpha(Wrap, centre, int2(1, 0)); // offset one texel right, wrapped
}
