// Engine corpus: a 64-point radix-2 FFT in groupshared memory (ocean and
// bloom-convolution passes) — a Complex struct with HLSL 2021 operator
// overloads and member functions, twiddles from sincos, bit-reversed
// loading with reversebits, a static local table of stage strides.
// Runs on lavapipe (exec/fft-radix2.test).
//
// RUN: %texel -T cs_6_6 -E main -HV 2021 --emit=lowered %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -HV 2021 -spirv -fvk-t-shift 16 all -fvk-s-shift 32 all -fvk-u-shift 48 all %s -Fo %t.spv
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

#include "Inputs/Engine.hlsli"

#define FFT_SIZE 64
#define FFT_LOG2 6

struct Complex
{
    float re;
    float im;

    Complex operator+(Complex other) const
    {
        Complex result = { re + other.re, im + other.im };
        return result;
    }

    Complex operator-(Complex other) const
    {
        Complex result = { re - other.re, im - other.im };
        return result;
    }

    Complex operator*(Complex other) const
    {
        Complex result = { re * other.re - im * other.im, re * other.im + im * other.re };
        return result;
    }

    float MagnitudeSquared() const { return re * re + im * im; }
};

Complex MakeComplex(float re, float im)
{
    Complex value = { re, im };
    return value;
}

Complex Twiddle(uint k, uint n)
{
    float s, c;
    sincos(-2.0f * Engine::Pi * float(k) / float(n), s, c);
    return MakeComplex(c, s);
}

cbuffer FftConstants : register(b0)
{
    uint SignalCount;
    uint Inverse;
    uint2 Padding;
};

StructuredBuffer<float2> Signal : register(t0);
RWStructuredBuffer<float2> Spectrum : register(u0);

groupshared Complex Data[FFT_SIZE];

[numthreads(FFT_SIZE / 2, 1, 1)]
void main(uint thread : SV_GroupIndex, uint3 group : SV_GroupID)
{
    static const uint HalfSpans[FFT_LOG2] = { 1, 2, 4, 8, 16, 32 };
    const uint base = group.x * FFT_SIZE;

    // Bit-reversed load: two elements per thread.
    [unroll]
    for (uint k = 0; k < 2; ++k)
    {
        const uint index = thread * 2 + k;
        const uint reversed = reversebits(index) >> (32 - FFT_LOG2);
        const float2 input = Signal[base + reversed];
        Data[index] = MakeComplex(input.x, Inverse != 0 ? -input.y : input.y);
    }
    GroupMemoryBarrierWithGroupSync();

    for (uint stage = 0; stage < FFT_LOG2; ++stage)
    {
        const uint halfSpan = HalfSpans[stage];
        const uint position = thread % halfSpan;
        const uint top = (thread / halfSpan) * halfSpan * 2 + position;
        const Complex twiddle = Twiddle(position, halfSpan * 2);
        const Complex a = Data[top];
        const Complex b = Data[top + halfSpan] * twiddle;
        GroupMemoryBarrierWithGroupSync();
        Data[top] = a + b;
        Data[top + halfSpan] = a - b;
        GroupMemoryBarrierWithGroupSync();
    }

    const float scale = Inverse != 0 ? 1.0f / FFT_SIZE : 1.0f;
    [unroll]
    for (uint j = 0; j < 2; ++j)
    {
        const uint index = thread * 2 + j;
        const Complex value = Data[index];
        Spectrum[base + index] = float2(value.re, Inverse != 0 ? -value.im : value.im) * scale;
    }
}
