//! The root-signature grammar (DXC's `RootSignatureParser`): elements
//! separated by commas; each element's parameters in any order, each at
//! most once; registers of the element's class; flags as `0` or `A | B`.
//! Stops at the first error, as DXC does. Defaults follow clang's
//! `setDefaultFlags` for the version.

use super::messages::RootSignatureError;
use super::tables::{self, lookup};
use super::tokens::{tokenize, Token, TokenKind};
use super::{
    DescriptorClass, DescriptorRange, RootElement, RootSignature, RootSignatureVersion,
    StaticSampler, OFFSET_APPEND, UNBOUNDED,
};

type Parsed<T> = Result<T, RootSignatureError>;

/// Parses the text of a `[RootSignature("…")]` for `version`.
pub fn parse_root_signature(text: &str, version: RootSignatureVersion) -> Parsed<RootSignature> {
    let mut parser = Parser {
        tokens: tokenize(text),
        position: 0,
        version,
    };
    let elements = parser.root_signature()?;
    Ok(RootSignature { version, elements })
}

struct Parser {
    tokens: Vec<Token>,
    position: usize,
    version: RootSignatureVersion,
}

/// Marks a parameter as seen; a second one is an error.
fn mark(seen: &mut bool, name: &'static str) -> Parsed<()> {
    if std::mem::replace(seen, true) {
        return Err(RootSignatureError::DuplicateParameter(name));
    }
    Ok(())
}

/// A parameter given at most once: a second value is an error.
fn once<T>(slot: &Option<T>, name: &'static str) -> Parsed<()> {
    match slot {
        Some(_) => Err(RootSignatureError::DuplicateParameter(name)),
        None => Ok(()),
    }
}

impl Parser {
    fn peek(&self) -> &Token {
        &self.tokens[self.position.min(self.tokens.len() - 1)]
    }

    fn next(&mut self) -> Token {
        let token = self.peek().clone();
        if self.position < self.tokens.len() - 1 {
            self.position += 1;
        }
        token
    }

    fn peek_is(&self, keyword: &str) -> bool {
        let token = self.peek();
        token.kind == TokenKind::Word && token.text.eq_ignore_ascii_case(keyword)
    }

    /// The next token, which must be of `kind` (`Unexpected token '…'`).
    fn expect(&mut self, kind: TokenKind) -> Parsed<Token> {
        let token = self.next();
        if std::mem::discriminant(&token.kind) != std::mem::discriminant(&kind) {
            return Err(RootSignatureError::UnexpectedToken(token.text));
        }
        Ok(token)
    }

    fn expect_keyword(&mut self, keyword: &str) -> Parsed<()> {
        if !self.peek_is(keyword) {
            return Err(RootSignatureError::UnexpectedToken(self.next().text));
        }
        self.next();
        Ok(())
    }

    /// `keyword =`.
    fn assignment(&mut self, keyword: &str) -> Parsed<()> {
        self.expect_keyword(keyword)?;
        self.expect(TokenKind::Equals)?;
        Ok(())
    }

    fn unsigned(&mut self) -> Parsed<u32> {
        let token = self.next();
        match token.kind {
            TokenKind::Unsigned(value) => Ok(value),
            _ => Err(RootSignatureError::UnexpectedToken(token.text)),
        }
    }

    /// After a parameter: `)` ends the element (true), `,` continues.
    fn parameter_separator(&mut self) -> Parsed<bool> {
        let token = self.next();
        match token.kind {
            TokenKind::RightParen => Ok(true),
            TokenKind::Comma => Ok(false),
            _ => Err(RootSignatureError::UnexpectedToken(token.text)),
        }
    }

    fn root_signature(&mut self) -> Parsed<Vec<RootElement>> {
        let mut elements = Vec::new();
        let mut seen_flags = false;
        while self.peek().kind != TokenKind::End {
            let element = if self.peek_is("RootFlags") {
                if seen_flags {
                    return Err(RootSignatureError::RootFlagsMoreThanOnce);
                }
                seen_flags = true;
                RootElement::Flags(self.root_flags()?)
            } else if self.peek_is("RootConstants") {
                self.root_constants()?
            } else if self.peek_is("CBV") {
                self.root_descriptor(DescriptorClass::Cbv)?
            } else if self.peek_is("SRV") {
                self.root_descriptor(DescriptorClass::Srv)?
            } else if self.peek_is("UAV") {
                self.root_descriptor(DescriptorClass::Uav)?
            } else if self.peek_is("DescriptorTable") {
                self.descriptor_table()?
            } else if self.peek_is("StaticSampler") {
                RootElement::StaticSampler(self.static_sampler()?)
            } else {
                return Err(RootSignatureError::UnexpectedElement(self.next().text));
            };
            elements.push(element);
            let token = self.next();
            match token.kind {
                TokenKind::End => break,
                TokenKind::Comma => {}
                _ => return Err(RootSignatureError::ExpectedComma(token.text)),
            }
        }
        Ok(elements)
    }

    /// `RootFlags(0)`, `RootFlags(A | B)`.
    fn root_flags(&mut self) -> Parsed<u32> {
        self.expect_keyword("RootFlags")?;
        self.expect(TokenKind::LeftParen)?;
        let mut flags = 0;
        if let TokenKind::Unsigned(value) = self.peek().kind {
            let token = self.next();
            if value != 0 {
                return Err(RootSignatureError::RootFlagNumber(token.text));
            }
        } else {
            loop {
                let token = self.next();
                match (token.kind == TokenKind::Word)
                    .then(|| lookup(tables::ROOT_FLAGS, &token.text))
                    .flatten()
                {
                    Some(flag) => flags |= flag,
                    None => return Err(RootSignatureError::ExpectedRootFlag(token.text)),
                }
                if self.peek().kind == TokenKind::RightParen {
                    break;
                }
                self.expect(TokenKind::Or)?;
            }
        }
        self.expect(TokenKind::RightParen)?;
        Ok(flags)
    }

    /// A register of `class`'s letter.
    fn register(&mut self, class: DescriptorClass) -> Parsed<u32> {
        let token = self.next();
        let TokenKind::Register(letter, number) = token.kind else {
            return Err(RootSignatureError::ExpectedRegister(token.text));
        };
        if letter != class.register_letter() {
            let class_name = match class {
                DescriptorClass::Sampler => "Sampler/StaticSampler",
                other => other.name(),
            };
            return Err(RootSignatureError::IncorrectRegister {
                register: token.text,
                class: class_name,
                letter: class.register_letter(),
            });
        }
        Ok(number)
    }

    fn space(&mut self) -> Parsed<u32> {
        self.assignment("space")?;
        self.unsigned()
    }

    fn visibility(&mut self) -> Parsed<u32> {
        self.assignment("visibility")?;
        let token = self.next();
        self.value(tables::VISIBILITIES, &token)
            .ok_or(RootSignatureError::UnexpectedVisibility(token.text))
    }

    /// The value of a keyword token in `table`.
    fn value(&self, table: &[(&str, u32)], token: &Token) -> Option<u32> {
        (token.kind == TokenKind::Word)
            .then(|| lookup(table, &token.text))
            .flatten()
    }

    /// `RootConstants(num32BitConstants = N, bR [, space = S, visibility = V])`.
    fn root_constants(&mut self) -> Parsed<RootElement> {
        self.expect_keyword("RootConstants")?;
        self.expect(TokenKind::LeftParen)?;
        let (mut count, mut register, mut space, mut visibility) = (None, None, 0, 0);
        let (mut seen_space, mut seen_visibility) = (false, false);
        loop {
            if self.peek_is("num32BitConstants") {
                once(&count, "num32BitConstants")?;
                self.assignment("num32BitConstants")?;
                count = Some(self.unsigned()?);
            } else if matches!(self.peek().kind, TokenKind::Register('b', _)) {
                once(&register, "cbuffer register b#")?;
                register = Some(self.register(DescriptorClass::Cbv)?);
            } else if self.peek_is("space") {
                mark(&mut seen_space, "space")?;
                space = self.space()?;
            } else if self.peek_is("visibility") {
                mark(&mut seen_visibility, "visibility")?;
                visibility = self.visibility()?;
            } else {
                return Err(RootSignatureError::UnexpectedToken(self.next().text));
            }
            if self.parameter_separator()? {
                break;
            }
        }
        let count = count.ok_or(RootSignatureError::MissingNum32BitConstants)?;
        let register = register.ok_or(RootSignatureError::MissingConstantsRegister)?;
        Ok(RootElement::Constants {
            visibility,
            register,
            space,
            count,
        })
    }

    /// `CBV(b0 [, space = S, flags = F, visibility = V])` and SRV, UAV.
    fn root_descriptor(&mut self, class: DescriptorClass) -> Parsed<RootElement> {
        self.next();
        self.expect(TokenKind::LeftParen)?;
        let (mut register, mut space, mut visibility, mut flags) = (None, 0, 0, None);
        let (mut seen_space, mut seen_visibility) = (false, false);
        loop {
            if matches!(self.peek().kind, TokenKind::Register('b' | 't' | 'u', _)) {
                once(&register, "shader register")?;
                register = Some(self.register(class)?);
            } else if self.peek_is("flags") {
                once(&flags, "flags")?;
                if self.version == RootSignatureVersion::V1_0 {
                    return Err(RootSignatureError::RootDescriptorFlagsVersion);
                }
                flags = Some(self.flags(
                    tables::ROOT_DESCRIPTOR_FLAGS,
                    RootSignatureError::RootDescriptorFlagNumber,
                    RootSignatureError::ExpectedRootDescriptorFlag,
                )?);
            } else if self.peek_is("space") {
                mark(&mut seen_space, "space")?;
                space = self.space()?;
            } else if self.peek_is("visibility") {
                mark(&mut seen_visibility, "visibility")?;
                visibility = self.visibility()?;
            } else {
                return Err(RootSignatureError::UnexpectedToken(self.next().text));
            }
            if self.parameter_separator()? {
                break;
            }
        }
        let register = register.ok_or(RootSignatureError::MissingRegister)?;
        let flags = flags.unwrap_or(match (self.version, class) {
            (RootSignatureVersion::V1_0, _) => 0x2,
            (_, DescriptorClass::Uav) => 0x2,
            _ => 0x4,
        });
        Ok(RootElement::Descriptor {
            class,
            visibility,
            register,
            space,
            flags,
        })
    }

    /// `flags = 0` or `flags = A | B` (ends before `,` or `)`).
    fn flags(
        &mut self,
        table: &[(&str, u32)],
        number_error: fn(String) -> RootSignatureError,
        value_error: fn(String) -> RootSignatureError,
    ) -> Parsed<u32> {
        self.assignment("flags")?;
        if let TokenKind::Unsigned(value) = self.peek().kind {
            let token = self.next();
            if value != 0 {
                return Err(number_error(token.text));
            }
            return Ok(0);
        }
        let mut flags = 0;
        loop {
            let token = self.next();
            match self.value(table, &token) {
                Some(flag) => flags |= flag,
                None => return Err(value_error(token.text)),
            }
            if matches!(self.peek().kind, TokenKind::RightParen | TokenKind::Comma) {
                return Ok(flags);
            }
            self.expect(TokenKind::Or)?;
        }
    }

    /// `DescriptorTable(range, … [, visibility = V])`.
    fn descriptor_table(&mut self) -> Parsed<RootElement> {
        self.expect_keyword("DescriptorTable")?;
        self.expect(TokenKind::LeftParen)?;
        let mut ranges = Vec::new();
        let (mut visibility, mut seen_visibility) = (0, false);
        loop {
            let class = [
                ("CBV", DescriptorClass::Cbv),
                ("SRV", DescriptorClass::Srv),
                ("UAV", DescriptorClass::Uav),
                ("Sampler", DescriptorClass::Sampler),
            ]
            .into_iter()
            .find(|(keyword, _)| self.peek_is(keyword))
            .map(|(_, class)| class);
            if let Some(class) = class {
                ranges.push(self.descriptor_range(class)?);
            } else if self.peek_is("visibility") {
                mark(&mut seen_visibility, "visibility")?;
                visibility = self.visibility()?;
            } else {
                return Err(RootSignatureError::UnexpectedToken(self.next().text));
            }
            if self.parameter_separator()? {
                break;
            }
        }
        Ok(RootElement::Table { visibility, ranges })
    }

    /// `SRV(t0 [, numDescriptors = N, space = S, flags = F, offset = O])`.
    fn descriptor_range(&mut self, class: DescriptorClass) -> Parsed<DescriptorRange> {
        self.next();
        self.expect(TokenKind::LeftParen)?;
        let mut range = DescriptorRange {
            class,
            count: 1,
            register: 0,
            space: 0,
            offset: OFFSET_APPEND,
            flags: 0,
        };
        let (mut seen_register, mut seen_count, mut seen_space) = (false, false, false);
        let (mut seen_flags, mut seen_offset) = (false, false);
        loop {
            if matches!(self.peek().kind, TokenKind::Register(..)) {
                mark(&mut seen_register, "shader register")?;
                range.register = self.register(class)?;
            } else if self.peek_is("numDescriptors") {
                mark(&mut seen_count, "numDescriptors")?;
                self.assignment("numDescriptors")?;
                range.count = if self.peek_is("unbounded") {
                    self.next();
                    UNBOUNDED
                } else {
                    self.unsigned()?
                };
            } else if self.peek_is("space") {
                mark(&mut seen_space, "space")?;
                range.space = self.space()?;
            } else if self.peek_is("flags") {
                mark(&mut seen_flags, "flags")?;
                if self.version == RootSignatureVersion::V1_0 {
                    return Err(RootSignatureError::RangeFlagsVersion);
                }
                range.flags = self.flags(
                    tables::DESCRIPTOR_RANGE_FLAGS,
                    RootSignatureError::RangeFlagNumber,
                    RootSignatureError::ExpectedRangeFlag,
                )?;
            } else if self.peek_is("offset") {
                mark(&mut seen_offset, "offset")?;
                self.assignment("offset")?;
                range.offset = if self.peek_is("DESCRIPTOR_RANGE_OFFSET_APPEND") {
                    self.next();
                    OFFSET_APPEND
                } else {
                    self.unsigned()?
                };
            } else {
                return Err(RootSignatureError::UnexpectedToken(self.next().text));
            }
            if self.parameter_separator()? {
                break;
            }
        }
        if !seen_register {
            return Err(RootSignatureError::MissingRegister);
        }
        if !seen_flags {
            range.flags = match (self.version, class) {
                (RootSignatureVersion::V1_0, DescriptorClass::Sampler) => 0x1,
                (RootSignatureVersion::V1_0, _) => 0x3,
                (_, DescriptorClass::Cbv | DescriptorClass::Srv) => 0x4,
                (_, DescriptorClass::Uav) => 0x2,
                (_, DescriptorClass::Sampler) => 0,
            };
        }
        Ok(range)
    }

    /// A float parameter value (an integer is converted).
    fn float(&mut self) -> Parsed<f32> {
        let token = self.next();
        match token.kind {
            TokenKind::Unsigned(value) => Ok(value as f32),
            TokenKind::Signed(value) => Ok(value as f32),
            TokenKind::Float(value) => Ok(value),
            _ => Err(RootSignatureError::ExpectedFloat(token.text)),
        }
    }

    /// `keyword = VALUE` where VALUE is a keyword of `table`.
    fn enumerated(
        &mut self,
        keyword: &str,
        table: &[(&str, u32)],
        error: fn(String) -> RootSignatureError,
    ) -> Parsed<u32> {
        self.assignment(keyword)?;
        let token = self.next();
        self.value(table, &token).ok_or_else(|| error(token.text))
    }

    /// `StaticSampler(s0 [, filter = …, addressU = …, …])`.
    fn static_sampler(&mut self) -> Parsed<StaticSampler> {
        self.expect_keyword("StaticSampler")?;
        self.expect(TokenKind::LeftParen)?;
        let mut sampler = StaticSampler {
            filter: tables::DEFAULT_FILTER,
            address_u: tables::DEFAULT_ADDRESS_MODE,
            address_v: tables::DEFAULT_ADDRESS_MODE,
            address_w: tables::DEFAULT_ADDRESS_MODE,
            mip_lod_bias: 0.0,
            max_anisotropy: tables::DEFAULT_MAX_ANISOTROPY,
            comparison: tables::DEFAULT_COMPARISON,
            border_color: tables::DEFAULT_BORDER_COLOR,
            min_lod: 0.0,
            max_lod: tables::DEFAULT_MAX_LOD,
            register: 0,
            space: 0,
            visibility: 0,
        };
        // Parameter names in DXC's spelling, with their "seen" flags.
        const NAMES: [&str; 13] = [
            "filter",
            "addressU",
            "addressV",
            "addressW",
            "mipLODBias",
            "maxAnisotropy",
            "comparisonFunc",
            "borderColor",
            "minLOD",
            "maxLOD",
            "sampler register s#",
            "space",
            "visibility",
        ];
        let mut seen = [false; 13];
        let address = RootSignatureError::UnexpectedSamplerValue;
        loop {
            let index = if matches!(self.peek().kind, TokenKind::Register(..)) {
                Some(10)
            } else {
                NAMES.iter().position(|name| self.peek_is(name))
            };
            let Some(index) = index else {
                return Err(RootSignatureError::UnexpectedToken(self.next().text));
            };
            mark(&mut seen[index], NAMES[index])?;
            let name = NAMES[index];
            match index {
                0 => {
                    sampler.filter = self.enumerated(
                        name,
                        tables::FILTERS,
                        RootSignatureError::UnexpectedFilter,
                    )?
                }
                1 => sampler.address_u = self.enumerated(name, tables::ADDRESS_MODES, address)?,
                2 => sampler.address_v = self.enumerated(name, tables::ADDRESS_MODES, address)?,
                3 => sampler.address_w = self.enumerated(name, tables::ADDRESS_MODES, address)?,
                4 => {
                    self.assignment(name)?;
                    sampler.mip_lod_bias = self.float()?;
                }
                5 => {
                    self.assignment(name)?;
                    sampler.max_anisotropy = self.unsigned()?;
                }
                6 => {
                    sampler.comparison =
                        self.enumerated(name, tables::COMPARISON_FUNCTIONS, address)?
                }
                7 => {
                    sampler.border_color = self.enumerated(name, tables::BORDER_COLORS, address)?
                }
                8 => {
                    self.assignment(name)?;
                    sampler.min_lod = self.float()?;
                }
                9 => {
                    self.assignment(name)?;
                    sampler.max_lod = self.float()?;
                }
                10 => sampler.register = self.register(DescriptorClass::Sampler)?,
                11 => sampler.space = self.space()?,
                _ => sampler.visibility = self.visibility()?,
            }
            if self.parameter_separator()? {
                break;
            }
        }
        if !seen[10] {
            return Err(RootSignatureError::MissingSamplerRegister);
        }
        Ok(sampler)
    }
}
