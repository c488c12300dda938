//! Entry points as HLSL front ends mark them: `"hlsl.shader"="compute"` and
//! `"hlsl.numthreads"="x,y,z"` function attributes.

use crate::llvm::FunctionView;
use crate::target::Stage;

/// A thread-group shape `[x, y, z]`.
pub type ThreadGroup = [u32; 3];

/// Parses `"x,y,z"`.
pub fn parse_thread_group(text: &str) -> Option<ThreadGroup> {
    let parts: Vec<u32> = text
        .split(',')
        .map(|part| part.trim().parse::<u32>().ok())
        .collect::<Option<_>>()?;
    <[u32; 3]>::try_from(parts).ok()
}

/// Whether the function is an entry point (`"hlsl.shader"`).
pub fn is_entry_point(function: FunctionView<'_>) -> bool {
    function.string_attribute("hlsl.shader").is_some()
}

/// The stage an entry point's `"hlsl.shader"` names (`None`: not an entry,
/// or a name no stage has).
pub fn entry_stage(function: FunctionView<'_>) -> Option<Stage> {
    Stage::from_triple_name(&function.string_attribute("hlsl.shader")?)
}

/// The stage whose rules apply to code in `function` of a module for
/// `module_stage`: in a library, an entry point's own stage (a compute
/// entry's thread group and derivative rules), the library's elsewhere.
pub fn stage_of_function(module_stage: Stage, function: FunctionView<'_>) -> Stage {
    match module_stage {
        Stage::Library => entry_stage(function).unwrap_or(Stage::Library),
        stage => stage,
    }
}

/// The function's `"hlsl.numthreads"`: `None` when absent, `Some(Err(text))`
/// when it is not three integers.
pub fn thread_group_attribute(function: FunctionView<'_>) -> Option<Result<ThreadGroup, String>> {
    let text = function.string_attribute("hlsl.numthreads")?;
    Some(parse_thread_group(&text).ok_or(text))
}

/// The `"hlsl.wavesize"="min,max,preferred"` attribute of an entry point
/// (zeros where the source gave fewer values), or the text when it is not
/// three integers.
pub fn wave_size_attribute(function: FunctionView<'_>) -> Option<Result<[u32; 3], String>> {
    let text = function.string_attribute("hlsl.wavesize")?;
    Some(parse_thread_group(&text).ok_or(text))
}

#[cfg(test)]
mod tests {
    use super::parse_thread_group;

    #[test]
    fn thread_groups() {
        assert_eq!(parse_thread_group("8,8,1"), Some([8, 8, 1]));
        assert_eq!(parse_thread_group(" 4, 2 ,1"), Some([4, 2, 1]));
        assert_eq!(parse_thread_group("8,8"), None);
        assert_eq!(parse_thread_group("8,x,1"), None);
    }
}
