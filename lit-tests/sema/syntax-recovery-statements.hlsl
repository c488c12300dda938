// RUN: %texel -T cs_6_6 -E main -verify %s
// RUN: %texel -T cs_6_6 -E main -spirv -verify %s

// Several syntax errors in function bodies: every one is reported at its
// place, once, and the parser recovers from each (the statements after a
// broken one parse normally, no error is reported twice).

RWBuffer<float> Out : register(u0);

void declarations(uint i) {
  float a = 1.0 // expected-error {{expected ';' at end of declaration}}
  float b = (a + 2.0; // expected-error {{expected ')'}} expected-note {{to match this '('}}
  int c = 3 +; // expected-error {{expected expression}}
  int d = 1 2; // expected-error {{expected ';' at end of declaration}}
  Out[i] = a + b + c + d;
}

void expressions(uint i) {
  Out[i] = 1.0 // expected-error {{expected ';' after expression}}
  Out[i + 1] = (Out[i] * (2.0 + 1.0); // expected-error {{expected ')'}} expected-note {{to match this '('}}
  Out[i + 2] = Out[i]); // expected-error {{extraneous ')' before ';'}}
  Out[i + 3] = ]; // expected-error {{expected expression}}
  Out[i + 4] = max(1.0, 2.0; // expected-error {{expected ')'}} expected-note {{to match this '('}}
  Out[i + 5] = 5.0;
}

void control(uint i) {
  for (int k = 0; k < 4; k++ { // expected-error {{expected ')'}} expected-note {{to match this '('}}
    Out[k] = k;
  }
  int c = 0;
  while (c < 10) c += 1 // expected-error {{expected ';' after expression}}
  Out[i] = c;
  return // expected-error@+1 {{expected expression}}
}

void unbalanced(uint i) {
  if ((Out[i] > 1.0) { // expected-error {{expected ')'}} expected-note {{to match this '('}}
    Out[i] = 0.0;
  }
  Out[i + 1] = ((2.0)); // balanced: no error
  Out[i + 2] = max(Out[i], 1.0)); // expected-error {{extraneous ')' before ';'}}
}

void stray(uint i) {
  int q = 2 ` 3; // expected-error {{unexpected character '`'}}
  int r = 2 @ 3; // expected-error {{unexpected character '@'}}
  Out[i] = q + r;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  declarations(id.x);
  expressions(id.x);
  control(id.x);
  stray(id.x);
  unbalanced(id.x);
}
