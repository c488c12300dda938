//! Runs the compute shader once: shader module, pipeline layout from the
//! descriptor-set layouts, compute pipeline, then one command buffer —
//! uploads, dispatch, readback copies — submitted and waited for, at most for
//! the run's timeout (a shader that never ends is an error, not a hang).
//!
//! This module orders the work; it must not create resources or compare results.

use crate::descriptors::Descriptors;
use crate::device::{call, DeviceError, Gpu};
use crate::resources::Resources;
use ash::vk;
use std::ffi::CString;
use std::sync::mpsc;
use std::time::Duration;

/// Ends the process with the timeout error unless dropped within `timeout`: a
/// driver may run the work inside `vkQueueSubmit` or `vkWaitForFences` and never
/// look at the fence timeout (lavapipe does), and a device still running the
/// shader cannot be cleaned up, so the process leaves without cleaning up.
struct Watchdog {
    _cancel: mpsc::Sender<()>,
}

fn watchdog(timeout: Duration) -> Watchdog {
    let (sender, receiver) = mpsc::channel::<()>();
    std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = receiver.recv_timeout(timeout) {
            abandon_after_timeout(timeout);
        }
    });
    Watchdog { _cancel: sender }
}

/// Reports the timeout and ends the process at once. Nothing may be cleaned
/// up: destroying the pipeline or the device, and even `exit`'s handlers
/// (the driver's static destructors), wait for the queue that is still
/// running the shader, so the process would never end.
fn abandon_after_timeout(timeout: Duration) -> ! {
    eprintln!(
        "texel-runner: error: {}",
        DeviceError::Timeout {
            seconds: timeout.as_secs()
        }
    );
    // SAFETY: `_exit` ends the process at once; nothing of this process is
    // used afterwards.
    unsafe { _exit(1) }
}

extern "C" {
    /// POSIX `_exit`: ends the process without running exit handlers.
    fn _exit(status: i32) -> !;
}

/// Every Vulkan object of one dispatch, destroyed on drop.
struct Objects<'a> {
    device: &'a ash::Device,
    module: vk::ShaderModule,
    layout: vk::PipelineLayout,
    pipeline: vk::Pipeline,
    pool: vk::CommandPool,
    fence: vk::Fence,
}

impl Drop for Objects<'_> {
    fn drop(&mut self) {
        unsafe {
            self.device.destroy_fence(self.fence, None);
            self.device.destroy_command_pool(self.pool, None);
            self.device.destroy_pipeline(self.pipeline, None);
            self.device.destroy_pipeline_layout(self.layout, None);
            self.device.destroy_shader_module(self.module, None);
        }
    }
}

fn memory_barrier(
    device: &ash::Device,
    cmd: vk::CommandBuffer,
    from: (vk::PipelineStageFlags, vk::AccessFlags),
    to: (vk::PipelineStageFlags, vk::AccessFlags),
) {
    let barrier = vk::MemoryBarrier::default()
        .src_access_mask(from.1)
        .dst_access_mask(to.1);
    unsafe {
        device.cmd_pipeline_barrier(
            cmd,
            from.0,
            to.0,
            vk::DependencyFlags::empty(),
            &[barrier],
            &[],
            &[],
        )
    };
}

/// Runs `words` (entry `entry`) with `group_count` work groups on the bound resources.
pub fn run(
    gpu: &Gpu,
    words: &[u32],
    entry: &str,
    group_count: [u32; 3],
    resources: &Resources,
    descriptors: &Descriptors,
    timeout: Duration,
) -> Result<(), DeviceError> {
    let device = &gpu.device;
    let mut objects = Objects {
        device,
        module: vk::ShaderModule::null(),
        layout: vk::PipelineLayout::null(),
        pipeline: vk::Pipeline::null(),
        pool: vk::CommandPool::null(),
        fence: vk::Fence::null(),
    };
    objects.module = unsafe {
        device.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(words), None)
    }
    .map_err(call("vkCreateShaderModule"))?;
    let layout_info = vk::PipelineLayoutCreateInfo::default().set_layouts(&descriptors.layouts);
    objects.layout = unsafe { device.create_pipeline_layout(&layout_info, None) }
        .map_err(call("vkCreatePipelineLayout"))?;
    let entry_name = CString::new(entry).unwrap_or_default();
    let stage = vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::COMPUTE)
        .module(objects.module)
        .name(&entry_name);
    let pipeline_info = vk::ComputePipelineCreateInfo::default()
        .stage(stage)
        .layout(objects.layout);
    objects.pipeline = unsafe {
        device.create_compute_pipelines(vk::PipelineCache::null(), &[pipeline_info], None)
    }
    .map_err(|(_, result)| DeviceError::Call {
        call: "vkCreateComputePipelines",
        result,
    })?[0];

    let pool_info = vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family);
    objects.pool = unsafe { device.create_command_pool(&pool_info, None) }
        .map_err(call("vkCreateCommandPool"))?;
    let allocate = vk::CommandBufferAllocateInfo::default()
        .command_pool(objects.pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    let cmd = unsafe { device.allocate_command_buffers(&allocate) }
        .map_err(call("vkAllocateCommandBuffers"))?[0];
    objects.fence = unsafe { device.create_fence(&vk::FenceCreateInfo::default(), None) }
        .map_err(call("vkCreateFence"))?;

    unsafe {
        let begin = vk::CommandBufferBeginInfo::default()
            .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
        device
            .begin_command_buffer(cmd, &begin)
            .map_err(call("vkBeginCommandBuffer"))?;
        resources.record_uploads(cmd);
        memory_barrier(
            device,
            cmd,
            (
                vk::PipelineStageFlags::TRANSFER | vk::PipelineStageFlags::HOST,
                vk::AccessFlags::TRANSFER_WRITE | vk::AccessFlags::HOST_WRITE,
            ),
            (
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::AccessFlags::SHADER_READ
                    | vk::AccessFlags::SHADER_WRITE
                    | vk::AccessFlags::UNIFORM_READ,
            ),
        );
        device.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, objects.pipeline);
        if !descriptors.sets.is_empty() {
            device.cmd_bind_descriptor_sets(
                cmd,
                vk::PipelineBindPoint::COMPUTE,
                objects.layout,
                0,
                &descriptors.sets,
                &[],
            );
        }
        device.cmd_dispatch(cmd, group_count[0], group_count[1], group_count[2]);
        memory_barrier(
            device,
            cmd,
            (
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::AccessFlags::SHADER_WRITE,
            ),
            (
                vk::PipelineStageFlags::TRANSFER | vk::PipelineStageFlags::HOST,
                vk::AccessFlags::TRANSFER_READ | vk::AccessFlags::HOST_READ,
            ),
        );
        resources.record_readbacks(cmd);
        memory_barrier(
            device,
            cmd,
            (
                vk::PipelineStageFlags::TRANSFER,
                vk::AccessFlags::TRANSFER_WRITE,
            ),
            (vk::PipelineStageFlags::HOST, vk::AccessFlags::HOST_READ),
        );
        device
            .end_command_buffer(cmd)
            .map_err(call("vkEndCommandBuffer"))?;
        // A driver may crash on what the validation layer rejected: stop before submitting.
        let errors = gpu.take_validation_errors();
        if !errors.is_empty() {
            return Err(DeviceError::Validation(errors));
        }
        let buffers = [cmd];
        let submit = vk::SubmitInfo::default().command_buffers(&buffers);
        let _watchdog = watchdog(timeout);
        device
            .queue_submit(gpu.queue, &[submit], objects.fence)
            .map_err(call("vkQueueSubmit"))?;
        let nanoseconds = u64::try_from(timeout.as_nanos()).unwrap_or(u64::MAX);
        match device.wait_for_fences(&[objects.fence], true, nanoseconds) {
            Ok(()) => {}
            // The fence timed out with the shader still running (drivers that
            // run the work on other threads honour the timeout).
            Err(vk::Result::TIMEOUT) => abandon_after_timeout(timeout),
            Err(result) => return Err(call("vkWaitForFences")(result)),
        }
    }
    Ok(())
}
