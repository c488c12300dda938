//! The target model — stages, shader models, profiles, APIs, Vulkan
//! environments and triples — from the `texel-target` crate, which holds it so
//! that the runner can read it without linking LLVM. Everything in texel-passes
//! and its users names these types through this module.

pub use texel_target::*;

/// Reads the triple of a module that texel-dxil or texel-dxil-verify handles.
pub fn dxil_target_of(triple: &str) -> Result<DxilTarget, TripleError> {
    let target = DxilTarget::parse(triple)?;
    refuse_ray_tracing(target.stage, triple)?;
    Ok(target)
}

/// Reads the stage of a module that texel-spirv handles.
pub fn vulkan_stage_of(triple: &str) -> Result<Stage, TripleError> {
    let target = VulkanTarget::parse(triple)?;
    refuse_ray_tracing(target.stage, triple)?;
    Ok(target.stage)
}

/// texel's lowerings know the stages that have profiles; a ray-tracing stage
/// in a triple is reported as a stage they do not know.
fn refuse_ray_tracing(stage: Stage, triple: &str) -> Result<(), TripleError> {
    if stage.is_ray_tracing() {
        return Err(TripleError::UnknownStage {
            environment: stage.triple_name().to_string(),
            triple: triple.to_string(),
        });
    }
    Ok(())
}
