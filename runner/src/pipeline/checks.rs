//! The per-entry checks of [`super::Pipeline::parse`]: a buffer (its data,
//! fill, stride and texture properties), a resource's kind against the buffer
//! behind it, a sampler; and the encoding of YAML values as the bytes of a
//! data format.

use serde_yaml::Value;

use super::document::{BufferDoc, SamplerDoc};
use super::vocabulary::{CompareOp, DataFormat, ImageShape, ResourceKind, SamplerKind};
use super::{invalid, Budget, Buffer, OutputProps, PipelineError, Sampler};

pub(super) fn check_buffer(
    i: usize,
    b: &BufferDoc,
    budget: &mut Budget,
) -> Result<Buffer, PipelineError> {
    let field = |f: &str| format!("Buffers[{i}] ({}).{f}", b.name);
    if b.array_size != 1 {
        return Err(invalid(
            field("ArraySize"),
            "resource arrays are not supported by texel-runner",
        ));
    }
    if b.counter.is_some() {
        return Err(invalid(
            field("Counter"),
            "counters are not supported by texel-runner",
        ));
    }
    if !(1..=4).contains(&b.channels) {
        return Err(invalid(
            field("Channels"),
            format!("{} is not in 1..=4", b.channels),
        ));
    }
    if b.stride != 0 && b.channels != 1 {
        return Err(invalid(
            field("Stride"),
            "cannot set a structure stride and more than one channel",
        ));
    }
    let data = match (&b.data, b.fill_size) {
        (Some(_), Some(_)) => {
            return Err(invalid(
                field("FillSize"),
                "a buffer has either Data or FillSize, not both",
            ))
        }
        (None, Some(size)) => {
            let value = match &b.fill_value {
                Some(v) => encode_value(b.format, v).map_err(|m| invalid(field("FillValue"), m))?,
                None => vec![0; b.format.size() as usize],
            };
            // FillSize counts bytes.
            if size % u64::from(b.format.size()) != 0 {
                return Err(invalid(
                    field("FillSize"),
                    format!(
                        "{size} bytes is not a whole number of {:?} values",
                        b.format
                    ),
                ));
            }
            // Taken from the budget before a byte is allocated.
            budget.take(&field("FillSize"), size)?;
            let count = usize::try_from(size / u64::from(b.format.size()))
                .map_err(|_| invalid(field("FillSize"), format!("{size} bytes is too large")))?;
            value.repeat(count)
        }
        (Some(data), None) => {
            if b.fill_value.is_some() {
                return Err(invalid(
                    field("FillValue"),
                    "'FillValue' specified without 'FillSize'",
                ));
            }
            let Value::Sequence(values) = data else {
                return Err(invalid(field("Data"), "expected a list of values"));
            };
            let size = (values.len() as u64).saturating_mul(u64::from(b.format.size()));
            budget.take(&field("Data"), size)?;
            let mut bytes = Vec::with_capacity(size as usize);
            for (j, v) in values.iter().enumerate() {
                let encoded = encode_value(b.format, v)
                    .map_err(|m| invalid(field(&format!("Data[{j}]")), m))?;
                bytes.extend(encoded);
            }
            bytes
        }
        (None, None) => return Err(invalid(field("Data"), "a buffer needs Data or FillSize")),
    };

    let output_props = match b.output_props {
        None => None,
        Some(p) => {
            let props = OutputProps {
                width: p.width,
                height: p.height,
                depth: p.depth,
                mip_levels: p.mip_levels,
                array_slices: p.array_slices,
                sample_count: p.sample_count,
            };
            for (name, value) in [
                ("Width", props.width),
                ("Height", props.height),
                ("Depth", props.depth),
                ("MipLevels", props.mip_levels),
                ("ArraySlices", props.array_slices),
                ("SampleCount", props.sample_count),
            ] {
                if value == 0 {
                    return Err(invalid(
                        field(&format!("OutputProps.{name}")),
                        "must be at least 1",
                    ));
                }
            }
            let max_dimension = props.width.max(props.height).max(props.depth);
            if props.mip_levels > 32 - max_dimension.leading_zeros() {
                return Err(invalid(
                    field("OutputProps.MipLevels"),
                    format!(
                        "{} mip levels for a largest dimension of {max_dimension}",
                        props.mip_levels
                    ),
                ));
            }
            if !props.sample_count.is_power_of_two() || props.sample_count > 64 {
                return Err(invalid(
                    field("OutputProps.SampleCount"),
                    format!("{} is not a Vulkan sample count", props.sample_count),
                ));
            }
            let element = u64::from(b.format.size() * b.channels);
            let too_large = || {
                invalid(
                    field("OutputProps"),
                    format!(
                        "{}x{}x{}, {} mips, {} slices, {} samples of {element} bytes is too large",
                        props.width,
                        props.height,
                        props.depth,
                        props.mip_levels,
                        props.array_slices,
                        props.sample_count
                    ),
                )
            };
            let expected = props
                .texels_per_slice()
                .and_then(|t| t.checked_mul(u64::from(props.array_slices)))
                .and_then(|t| t.checked_mul(element))
                .ok_or_else(too_large)?;
            let actual = data.len() as u64;
            // The image itself, every sample, beside the data already taken.
            let image = expected
                .checked_mul(u64::from(props.sample_count))
                .ok_or_else(too_large)?;
            budget.take(&field("OutputProps"), image)?;
            // A multisampled texture is filled by a clear: its Data may be the one clear texel.
            let clear_texel = props.sample_count > 1 && actual == element;
            if actual != expected && !clear_texel {
                return Err(invalid(
                    field("Data"),
                    format!("{actual} bytes, but OutputProps describe {expected} bytes"),
                ));
            }
            if props.sample_count > 1 && !clear_texel {
                let texel = &data[..element as usize];
                if data.chunks(element as usize).any(|t| t != texel) {
                    return Err(invalid(
                        field("Data"),
                        "a multisampled texture is filled by a clear, so every texel must be the same",
                    ));
                }
            }
            Some(props)
        }
    };

    Ok(Buffer {
        name: b.name.clone(),
        format: b.format,
        channels: b.channels,
        stride: b.stride,
        data,
        output_props,
    })
}

/// Checks that a resource kind fits the buffer behind it (texture kinds need
/// OutputProps matching their shape; buffer kinds take none).
pub(super) fn check_resource_shape(
    field: &str,
    kind: ResourceKind,
    buffer: &Buffer,
) -> Result<(), PipelineError> {
    let Some((shape, arrayed, multisampled)) = kind.image() else {
        if buffer.output_props.is_some() {
            return Err(invalid(
                field,
                format!(
                    "{kind:?} is a buffer, but '{}' has OutputProps (a texture)",
                    buffer.name
                ),
            ));
        }
        if matches!(
            kind,
            ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer
        ) && buffer.data.len() % 4 != 0
        {
            return Err(invalid(
                field,
                format!(
                    "a byte-address buffer holds whole 32-bit words; '{}' has {} bytes",
                    buffer.name,
                    buffer.data.len()
                ),
            ));
        }
        return Ok(());
    };
    let Some(props) = buffer.output_props else {
        return Err(invalid(
            field,
            format!("{kind:?} needs OutputProps on buffer '{}'", buffer.name),
        ));
    };
    let complain = |message: String| Err(invalid(field, message));
    if shape == ImageShape::D1 && props.height != 1 {
        return complain(format!(
            "{kind:?} needs OutputProps.Height 1, not {}",
            props.height
        ));
    }
    if shape != ImageShape::D3 && props.depth != 1 {
        return complain(format!(
            "{kind:?} needs OutputProps.Depth 1, not {}",
            props.depth
        ));
    }
    if shape == ImageShape::Cube {
        if props.width != props.height {
            return complain(format!(
                "{kind:?} needs square faces, not {}x{}",
                props.width, props.height
            ));
        }
        if props.array_slices % 6 != 0 || (!arrayed && props.array_slices != 6) {
            return complain(format!(
                "{kind:?} needs OutputProps.ArraySlices {} (6 faces per cube), not {}",
                if arrayed { "a multiple of 6" } else { "6" },
                props.array_slices
            ));
        }
    } else if !arrayed && props.array_slices != 1 {
        return complain(format!(
            "{kind:?} is not an array, so OutputProps.ArraySlices must be 1, not {}",
            props.array_slices
        ));
    }
    if multisampled != (props.sample_count > 1) {
        return complain(if multisampled {
            format!("{kind:?} needs OutputProps.SampleCount > 1")
        } else {
            format!(
                "{kind:?} is not multisampled, so OutputProps.SampleCount must be 1, not {}",
                props.sample_count
            )
        });
    }
    if multisampled && props.mip_levels != 1 {
        return complain(format!(
            "{kind:?} has one mip level, not {}",
            props.mip_levels
        ));
    }
    if buffer.stride != 0 {
        return complain(format!(
            "a texture has texels, not structures; '{}' has a Stride",
            buffer.name
        ));
    }
    if buffer.format == DataFormat::Depth32 && buffer.channels != 1 {
        return complain(format!(
            "Depth32 textures have one channel; '{}' has {}",
            buffer.name, buffer.channels
        ));
    }
    Ok(())
}

pub(super) fn check_sampler(i: usize, s: &SamplerDoc) -> Result<Sampler, PipelineError> {
    let field = |f: &str| format!("Samplers[{i}] ({}).{f}", s.name);
    match (s.kind, s.comparison_op) {
        (SamplerKind::Sampler, op) if op != CompareOp::Never => {
            return Err(invalid(
                field("ComparisonOp"),
                "sampler kind 'Sampler' requires ComparisonOp: Never",
            ))
        }
        (SamplerKind::SamplerComparison, CompareOp::Never) => {
            return Err(invalid(
                field("ComparisonOp"),
                "sampler kind 'SamplerComparison' requires a ComparisonOp other than Never",
            ))
        }
        _ => {}
    }
    let min_lod = s.min_lod.unwrap_or(0.0);
    let max_lod = s.max_lod.unwrap_or(f32::MAX);
    let mip_lod_bias = s.mip_lod_bias.unwrap_or(0.0);
    for (name, value) in [
        ("MinLOD", min_lod),
        ("MaxLOD", max_lod),
        ("MipLODBias", mip_lod_bias),
    ] {
        if !value.is_finite() {
            return Err(invalid(field(name), "must be finite"));
        }
    }
    if max_lod < min_lod {
        return Err(invalid(
            field("MaxLOD"),
            format!("{max_lod} is below MinLOD {min_lod}"),
        ));
    }
    Ok(Sampler {
        name: s.name.clone(),
        kind: s.kind,
        min_filter: s.min_filter,
        mag_filter: s.mag_filter,
        address: s.address,
        min_lod,
        max_lod,
        mip_lod_bias,
        comparison_op: s.comparison_op,
    })
}

/// Encodes one YAML scalar as the little-endian bytes of `format`.
pub(super) fn encode_value(format: DataFormat, value: &Value) -> Result<Vec<u8>, String> {
    let integer = |min: i128, max: i128| -> Result<i128, String> {
        let n = match value {
            Value::Number(n) => n
                .as_i64()
                .map(i128::from)
                .or_else(|| n.as_u64().map(i128::from))
                .ok_or_else(|| format!("{n} is not an integer"))?,
            Value::Bool(b) if format == DataFormat::Bool => i128::from(*b),
            other => return Err(format!("expected an integer, found {}", describe(other))),
        };
        if n < min || n > max {
            return Err(format!("{n} does not fit {format:?}"));
        }
        Ok(n)
    };
    let float = || -> Result<f64, String> {
        match value {
            Value::Number(n) => n.as_f64().ok_or_else(|| format!("{n} is not a number")),
            Value::String(s) => match s.to_ascii_lowercase().as_str() {
                "inf" | "+inf" | "infinity" => Ok(f64::INFINITY),
                "-inf" | "-infinity" => Ok(f64::NEG_INFINITY),
                "nan" => Ok(f64::NAN),
                _ => Err(format!("expected a number, found the string '{s}'")),
            },
            other => Err(format!("expected a number, found {}", describe(other))),
        }
    };
    Ok(match format {
        DataFormat::Hex8 => (integer(0, 0xff)? as u8).to_le_bytes().to_vec(),
        DataFormat::Hex16 | DataFormat::Float16 | DataFormat::UInt16 => {
            (integer(0, 0xffff)? as u16).to_le_bytes().to_vec()
        }
        DataFormat::Hex32 | DataFormat::UInt32 => {
            (integer(0, 0xffff_ffff)? as u32).to_le_bytes().to_vec()
        }
        DataFormat::Bool => (integer(0, 1)? as u32).to_le_bytes().to_vec(),
        DataFormat::Hex64 | DataFormat::UInt64 => (integer(0, i128::from(u64::MAX))? as u64)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int16 => (integer(i16::MIN.into(), i16::MAX.into())? as i16)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int32 => (integer(i32::MIN.into(), i32::MAX.into())? as i32)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Int64 => (integer(i64::MIN.into(), i64::MAX.into())? as i64)
            .to_le_bytes()
            .to_vec(),
        DataFormat::Float32 | DataFormat::Depth32 => (float()? as f32).to_le_bytes().to_vec(),
        DataFormat::Float64 => float()?.to_le_bytes().to_vec(),
    })
}

fn describe(value: &Value) -> String {
    match value {
        Value::Null => "nothing".into(),
        Value::Bool(b) => format!("the boolean {b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the string '{s}'"),
        Value::Sequence(_) => "a list".into(),
        Value::Mapping(_) => "a mapping".into(),
        Value::Tagged(_) => "a tagged value".into(),
    }
}
