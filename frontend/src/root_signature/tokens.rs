//! The root-signature tokenizer, with DXC's rules: `, ( ) = |` are
//! punctuation; a number starts with a digit, a sign or `.` and is a float
//! when it has a fraction, an exponent or an `f` suffix; `b0`, `t3`, `u1`,
//! `s2` are registers; other words are keywords, matched case-insensitively
//! by the parser. The text of each token is kept for DXC's messages.

/// One token and its text as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    Comma,
    LeftParen,
    RightParen,
    Equals,
    Or,
    /// A non-negative integer that fits in 32 bits.
    Unsigned(u32),
    /// A negative integer that fits in 32 bits.
    Signed(i32),
    Float(f32),
    /// `b0`, `t1`, `u2`, `s3`: the letter and the number.
    Register(char, u32),
    /// A keyword or an unknown word.
    Word,
    /// Anything else (DXC's unknown token).
    Unknown,
    /// The end of the string.
    End,
}

/// The tokens of `text`, ending with one [`TokenKind::End`]. Linear in the
/// length of the text.
pub fn tokenize(text: &str) -> Vec<Token> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut position = 0;
    while position < bytes.len() {
        let byte = bytes[position];
        if byte.is_ascii_whitespace() {
            position += 1;
            continue;
        }
        let start = position;
        let kind = match byte {
            b',' => punctuation(&mut position, TokenKind::Comma),
            b'(' => punctuation(&mut position, TokenKind::LeftParen),
            b')' => punctuation(&mut position, TokenKind::RightParen),
            b'=' => punctuation(&mut position, TokenKind::Equals),
            b'|' => punctuation(&mut position, TokenKind::Or),
            b'0'..=b'9' | b'+' | b'-' | b'.' => number(bytes, &mut position),
            b'_' | b'a'..=b'z' | b'A'..=b'Z' => word(bytes, &mut position),
            _ => {
                // DXC reads the rest of the string as one unknown token.
                position = bytes.len();
                TokenKind::Unknown
            }
        };
        tokens.push(Token {
            kind,
            text: text[start..position].to_string(),
        });
    }
    tokens.push(Token {
        kind: TokenKind::End,
        text: String::new(),
    });
    tokens
}

fn punctuation(position: &mut usize, kind: TokenKind) -> TokenKind {
    *position += 1;
    kind
}

fn digits(bytes: &[u8], position: &mut usize) -> bool {
    let start = *position;
    while bytes.get(*position).is_some_and(u8::is_ascii_digit) {
        *position += 1;
    }
    *position > start
}

fn number(bytes: &[u8], position: &mut usize) -> TokenKind {
    let start = *position;
    let negative = bytes[start] == b'-';
    if matches!(bytes[start], b'+' | b'-') {
        *position += 1;
    }
    let mut seen_digit = digits(bytes, position);
    let mut float = false;
    if bytes.get(*position) == Some(&b'.') {
        float = true;
        *position += 1;
        seen_digit |= digits(bytes, position);
    }
    if !seen_digit {
        return TokenKind::Unknown;
    }
    if matches!(bytes.get(*position), Some(b'e' | b'E')) {
        float = true;
        *position += 1;
        if matches!(bytes.get(*position), Some(b'+' | b'-')) {
            *position += 1;
        }
        if !digits(bytes, position) {
            return TokenKind::Unknown;
        }
    }
    let end = *position;
    if matches!(bytes.get(*position), Some(b'f' | b'F')) {
        float = true;
        *position += 1;
    }
    let text = std::str::from_utf8(&bytes[start..end]).unwrap_or("");
    if float {
        return match text.parse::<f64>() {
            Ok(value) if value.is_finite() && value.abs() <= f64::from(f32::MAX) => {
                TokenKind::Float(value as f32)
            }
            _ => TokenKind::Unknown,
        };
    }
    match text.parse::<i64>() {
        Ok(value) if negative && value >= i64::from(i32::MIN) => TokenKind::Signed(value as i32),
        Ok(value) if !negative && value <= i64::from(u32::MAX) => TokenKind::Unsigned(value as u32),
        _ => TokenKind::Unknown,
    }
}

fn word(bytes: &[u8], position: &mut usize) -> TokenKind {
    let start = *position;
    while bytes
        .get(*position)
        .is_some_and(|byte| byte.is_ascii_alphanumeric() || *byte == b'_')
    {
        *position += 1;
    }
    let text = &bytes[start..*position];
    if let [letter @ (b't' | b's' | b'u' | b'b'), number @ ..] = text {
        if !number.is_empty() && number.iter().all(u8::is_ascii_digit) {
            if let Ok(value) = std::str::from_utf8(number).unwrap_or("").parse::<u32>() {
                return TokenKind::Register(char::from(*letter), value);
            }
        }
    }
    TokenKind::Word
}
