//! texel-frontend: the HLSL front end (issue 5).
