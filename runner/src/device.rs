//! The Vulkan instance and device: loads libvulkan, turns on the Khronos
//! validation layer when it is installed (its error messages are collected and
//! fail the run), picks the device (lavapipe unless `--device` says otherwise),
//! and enables exactly the features a shader needs — a missing one is an
//! [`Unsupported`] error naming it. `FEATURES` is the one table of device
//! features the runner knows, by their Vulkan names.
//!
//! This module sets up the device; it must not create resources or run work.

use ash::vk;
use std::ffi::{c_void, CStr};
use std::sync::Mutex;
use thiserror::Error;

/// lavapipe's device name starts with this.
pub const DEFAULT_DEVICE: &str = "llvmpipe";
const VALIDATION_LAYER: &CStr = c"VK_LAYER_KHRONOS_validation";
/// Set in the environment to print the validation layer's warnings too.
pub const SHOW_WARNINGS: &str = "TEXEL_RUNNER_VALIDATION_WARNINGS";
const KHR_COMPUTE_SHADER_DERIVATIVES: &CStr = c"VK_KHR_compute_shader_derivatives";

/// A device extension, its SPIR-V extension, and the first validation-layer
/// version that knows them. An older layer rejects every module using the
/// SPIR-V extension (its spirv-val calls the module invalid, and
/// VUID-VkShaderModuleCreateInfo-pCode-04146 calls the extension unsupported by
/// Vulkan), so for such a run the runner turns the layer's shader checks off,
/// excuses that one VUID for that one extension, and says so on stderr.
struct LayerLearnt {
    extension: &'static CStr,
    spirv_extension: &'static str,
    first_layer: u32,
}

/// VK_KHR_compute_shader_derivatives came with header 1.3.295; the layer
/// learnt it after (KhronosGroup/Vulkan-ValidationLayers#8610).
const LAYER_LEARNT: &[LayerLearnt] = &[LayerLearnt {
    extension: KHR_COMPUTE_SHADER_DERIVATIVES,
    spirv_extension: "SPV_KHR_compute_shader_derivatives",
    first_layer: vk::make_api_version(0, 1, 3, 296),
}];

/// The message the layer gives for a SPIR-V extension it does not know.
const UNKNOWN_SPIRV_EXTENSION_VUID: &str = "VUID-VkShaderModuleCreateInfo-pCode-04146";

/// What the messenger callback fills: the validation errors, less the excused ones.
#[derive(Default)]
struct Collector {
    /// SPIR-V extensions the layer does not know (their 04146 errors are excused).
    unknown_spirv_extensions: Vec<&'static str>,
    messages: Mutex<Vec<String>>,
}

impl Collector {
    fn excused(&self, id: &str, text: &str) -> bool {
        id == UNKNOWN_SPIRV_EXTENSION_VUID
            && self
                .unknown_spirv_extensions
                .iter()
                .any(|e| text.contains(&format!("({e})")))
    }
}

#[derive(Debug, Error)]
pub enum DeviceError {
    #[error("cannot load the Vulkan loader (libvulkan.so.1): {0}")]
    Load(String),
    #[error("{call} failed: {result}")]
    Call {
        call: &'static str,
        result: vk::Result,
    },
    #[error("no Vulkan device named like '{wanted}'; devices: {found}")]
    NoDevice { wanted: String, found: String },
    #[error("device '{device}' has Vulkan {major}.{minor}; texel-runner needs Vulkan 1.3")]
    TooOld {
        device: String,
        major: u32,
        minor: u32,
    },
    #[error("Vulkan validation errors:\n{}", .0.join("\n"))]
    Validation(Vec<String>),
    #[error("device '{device}' has no compute queue")]
    NoComputeQueue { device: String },
    #[error("the dispatch did not finish within {seconds} s (a shader that never ends?); --timeout SECONDS sets the limit")]
    Timeout { seconds: u64 },
}

/// A device feature the shader needs and the device lacks.
#[derive(Debug, Error)]
#[error("UNSUPPORTED: {feature}{}: not available on device '{device}'", extension.map(|e| format!(" ({e})")).unwrap_or_default())]
pub struct Unsupported {
    pub feature: String,
    pub extension: Option<&'static str>,
    pub device: String,
}

pub fn call(name: &'static str) -> impl Fn(vk::Result) -> DeviceError {
    move |result| DeviceError::Call { call: name, result }
}

/// Every feature struct the runner queries and enables, with `p_next` unset.
#[derive(Clone, Copy, Default)]
pub struct FeatureSet {
    core: vk::PhysicalDeviceFeatures,
    v11: vk::PhysicalDeviceVulkan11Features<'static>,
    v12: vk::PhysicalDeviceVulkan12Features<'static>,
    v13: vk::PhysicalDeviceVulkan13Features<'static>,
    /// The NV and KHR compute-derivative extensions share this struct (and its sType).
    derivatives: vk::PhysicalDeviceComputeShaderDerivativesFeaturesNV<'static>,
}

/// A named device feature: where its flag lives and which extension brings it.
pub struct Feature {
    pub name: &'static str,
    pub extension: Option<&'static CStr>,
    flag: fn(&mut FeatureSet) -> &mut vk::Bool32,
}

macro_rules! feature {
    ($name:literal, $group:ident . $field:ident) => {
        Feature {
            name: $name,
            extension: None,
            flag: |s| &mut s.$group.$field,
        }
    };
    ($name:literal, $group:ident . $field:ident, $extension:expr) => {
        Feature {
            name: $name,
            extension: Some($extension),
            flag: |s| &mut s.$group.$field,
        }
    };
}

pub const FEATURES: &[Feature] = &[
    feature!(
        "shaderImageGatherExtended",
        core.shader_image_gather_extended
    ),
    feature!("imageCubeArray", core.image_cube_array),
    feature!(
        "shaderStorageImageMultisample",
        core.shader_storage_image_multisample
    ),
    feature!(
        "shaderStorageImageReadWithoutFormat",
        core.shader_storage_image_read_without_format
    ),
    feature!(
        "shaderStorageImageWriteWithoutFormat",
        core.shader_storage_image_write_without_format
    ),
    feature!(
        "shaderStorageImageExtendedFormats",
        core.shader_storage_image_extended_formats
    ),
    feature!("shaderResourceMinLod", core.shader_resource_min_lod),
    feature!("shaderFloat64", core.shader_float64),
    feature!("shaderInt64", core.shader_int64),
    feature!("shaderInt16", core.shader_int16),
    feature!("storageBuffer16BitAccess", v11.storage_buffer16_bit_access),
    feature!(
        "uniformAndStorageBuffer16BitAccess",
        v11.uniform_and_storage_buffer16_bit_access
    ),
    feature!("shaderFloat16", v12.shader_float16),
    feature!("shaderInt8", v12.shader_int8),
    feature!("storageBuffer8BitAccess", v12.storage_buffer8_bit_access),
    feature!(
        "uniformAndStorageBuffer8BitAccess",
        v12.uniform_and_storage_buffer8_bit_access
    ),
    feature!("vulkanMemoryModel", v12.vulkan_memory_model),
    feature!(
        "vulkanMemoryModelDeviceScope",
        v12.vulkan_memory_model_device_scope
    ),
    feature!("runtimeDescriptorArray", v12.runtime_descriptor_array),
    feature!("samplerMirrorClampToEdge", v12.sampler_mirror_clamp_to_edge),
    feature!("maintenance4", v13.maintenance4),
    feature!(
        "computeDerivativeGroupQuadsNV",
        derivatives.compute_derivative_group_quads,
        vk::NV_COMPUTE_SHADER_DERIVATIVES_NAME
    ),
    feature!(
        "computeDerivativeGroupLinearNV",
        derivatives.compute_derivative_group_linear,
        vk::NV_COMPUTE_SHADER_DERIVATIVES_NAME
    ),
    feature!(
        "computeDerivativeGroupQuadsKHR",
        derivatives.compute_derivative_group_quads,
        KHR_COMPUTE_SHADER_DERIVATIVES
    ),
    feature!(
        "computeDerivativeGroupLinearKHR",
        derivatives.compute_derivative_group_linear,
        KHR_COMPUTE_SHADER_DERIVATIVES
    ),
];

/// The instance, the chosen device and its compute queue.
pub struct Gpu {
    _entry: ash::Entry,
    pub instance: ash::Instance,
    debug: Option<(ash::ext::debug_utils::Instance, vk::DebugUtilsMessengerEXT)>,
    /// Validation errors, filled by the messenger callback.
    collector: Box<Collector>,
    pub physical: vk::PhysicalDevice,
    pub device: ash::Device,
    pub queue: vk::Queue,
    pub queue_family: u32,
    pub name: String,
    pub properties: vk::PhysicalDeviceProperties,
    pub memory: vk::PhysicalDeviceMemoryProperties,
    pub validation: bool,
}

unsafe extern "system" fn collect_message(
    severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    _types: vk::DebugUtilsMessageTypeFlagsEXT,
    data: *const vk::DebugUtilsMessengerCallbackDataEXT<'_>,
    user: *mut c_void,
) -> vk::Bool32 {
    if severity.contains(vk::DebugUtilsMessageSeverityFlagsEXT::ERROR)
        && !data.is_null()
        && !user.is_null()
    {
        // SAFETY: the layer passes valid callback data; `user` is the Collector
        // boxed in `Gpu`, which outlives the messenger.
        let (data, collector) = unsafe { (&*data, &*(user as *const Collector)) };
        let text = unsafe { data.message_as_c_str() }
            .map(|m| m.to_string_lossy().into_owned())
            .unwrap_or_default();
        let id = unsafe { data.message_id_name_as_c_str() }
            .map(|m| m.to_string_lossy().into_owned())
            .unwrap_or_default();
        if collector.excused(&id, &text) {
            return vk::FALSE;
        }
        if let Ok(mut messages) = collector.messages.lock() {
            messages.push(text);
        }
    } else if std::env::var_os(SHOW_WARNINGS).is_some() && !data.is_null() {
        // SAFETY: as above.
        if let Some(text) = unsafe { (*data).message_as_c_str() } {
            eprintln!(
                "texel-runner: validation {severity:?}: {}",
                text.to_string_lossy()
            );
        }
    }
    vk::FALSE
}

/// The spec version of an installed instance layer, `None` when it is not installed.
fn layer_version(entry: &ash::Entry, name: &CStr) -> Option<u32> {
    unsafe { entry.enumerate_instance_layer_properties() }
        .unwrap_or_default()
        .iter()
        .find(|l| l.layer_name_as_c_str() == Ok(name))
        .map(|l| l.spec_version)
}

/// The extensions of the `required` features that a validation layer of
/// `version` does not know (see [`LAYER_LEARNT`]).
fn unknown_to_layer(version: u32, required: &[&str]) -> Vec<&'static LayerLearnt> {
    let mut unknown: Vec<&'static LayerLearnt> = Vec::new();
    for f in required.iter().filter_map(|name| feature(name)) {
        let Some(ext) = f.extension else { continue };
        let learnt = LAYER_LEARNT.iter().find(|l| l.extension == ext);
        if let Some(l) = learnt.filter(|l| version < l.first_layer) {
            if !unknown.iter().any(|u| u.extension == ext) {
                unknown.push(l);
            }
        }
    }
    unknown
}

fn version_text(version: u32) -> String {
    format!(
        "{}.{}.{}",
        vk::api_version_major(version),
        vk::api_version_minor(version),
        vk::api_version_patch(version)
    )
}

/// Device extensions named in `FEATURES` that the device offers.
fn device_extensions(instance: &ash::Instance, physical: vk::PhysicalDevice) -> Vec<&'static CStr> {
    let available =
        unsafe { instance.enumerate_device_extension_properties(physical) }.unwrap_or_default();
    let mut found: Vec<&'static CStr> = Vec::new();
    for feature in FEATURES {
        if let Some(ext) = feature.extension {
            if !found.contains(&ext)
                && available
                    .iter()
                    .any(|e| e.extension_name_as_c_str() == Ok(ext))
            {
                found.push(ext);
            }
        }
    }
    found
}

/// The device's features (only the extension structs of extensions it has).
fn query_features(
    instance: &ash::Instance,
    physical: vk::PhysicalDevice,
    extensions: &[&CStr],
) -> FeatureSet {
    let mut set = FeatureSet::default();
    let has_derivatives = extensions.iter().any(|e| {
        *e == vk::NV_COMPUTE_SHADER_DERIVATIVES_NAME || *e == KHR_COMPUTE_SHADER_DERIVATIVES
    });
    {
        let mut features2 = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut set.v11)
            .push_next(&mut set.v12)
            .push_next(&mut set.v13);
        if has_derivatives {
            features2 = features2.push_next(&mut set.derivatives);
        }
        unsafe { instance.get_physical_device_features2(physical, &mut features2) };
        set.core = features2.features;
    }
    set.unchain()
}

impl FeatureSet {
    fn unchain(mut self) -> FeatureSet {
        self.v11.p_next = std::ptr::null_mut();
        self.v12.p_next = std::ptr::null_mut();
        self.v13.p_next = std::ptr::null_mut();
        self.derivatives.p_next = std::ptr::null_mut();
        self
    }
}

/// Names of the `FEATURES` the device supports.
fn supported(features: &FeatureSet, extensions: &[&CStr]) -> Vec<&'static str> {
    let mut copy = *features;
    FEATURES
        .iter()
        .filter(|f| f.extension.is_none_or(|e| extensions.contains(&e)))
        .filter(|f| *(f.flag)(&mut copy) == vk::TRUE)
        .map(|f| f.name)
        .collect()
}

fn feature(name: &str) -> Option<&'static Feature> {
    FEATURES.iter().find(|f| f.name == name)
}

impl Gpu {
    /// Creates the instance and device, enabling `required` (names of `FEATURES`).
    pub fn new(wanted: Option<&str>, required: &[&str]) -> Result<Gpu, Box<dyn std::error::Error>> {
        let entry = unsafe { ash::Entry::load() }.map_err(|e| DeviceError::Load(e.to_string()))?;
        let layer = layer_version(&entry, VALIDATION_LAYER);
        let validation = layer.is_some();
        let unknown = layer.map_or_else(Vec::new, |v| unknown_to_layer(v, required));
        if let (Some(version), false) = (layer, unknown.is_empty()) {
            let names: Vec<_> = unknown
                .iter()
                .map(|l| l.extension.to_string_lossy())
                .collect();
            eprintln!(
                "texel-runner: note: the validation layer ({}) predates {}; its shader checks are off for this run",
                version_text(version),
                names.join(", ")
            );
        }
        let app = vk::ApplicationInfo::default()
            .application_name(c"texel-runner")
            .api_version(vk::API_VERSION_1_3);
        let layers = if validation {
            vec![VALIDATION_LAYER.as_ptr()]
        } else {
            vec![]
        };
        let mut instance_extensions = if validation {
            vec![ash::ext::debug_utils::NAME.as_ptr()]
        } else {
            vec![]
        };
        if !unknown.is_empty() {
            instance_extensions.push(ash::ext::validation_features::NAME.as_ptr());
        }
        let disabled = [vk::ValidationFeatureDisableEXT::SHADERS];
        let mut shader_checks_off =
            vk::ValidationFeaturesEXT::default().disabled_validation_features(&disabled);
        let mut instance_info = vk::InstanceCreateInfo::default()
            .application_info(&app)
            .enabled_layer_names(&layers)
            .enabled_extension_names(&instance_extensions);
        if !unknown.is_empty() {
            instance_info = instance_info.push_next(&mut shader_checks_off);
        }
        let instance = unsafe { entry.create_instance(&instance_info, None) }
            .map_err(call("vkCreateInstance"))?;

        let collector = Box::new(Collector {
            unknown_spirv_extensions: unknown.iter().map(|l| l.spirv_extension).collect(),
            messages: Mutex::default(),
        });
        let debug = if validation {
            let loader = ash::ext::debug_utils::Instance::new(&entry, &instance);
            let info = vk::DebugUtilsMessengerCreateInfoEXT::default()
                .message_severity(
                    vk::DebugUtilsMessageSeverityFlagsEXT::ERROR
                        | vk::DebugUtilsMessageSeverityFlagsEXT::WARNING,
                )
                .message_type(
                    vk::DebugUtilsMessageTypeFlagsEXT::GENERAL
                        | vk::DebugUtilsMessageTypeFlagsEXT::VALIDATION
                        | vk::DebugUtilsMessageTypeFlagsEXT::PERFORMANCE,
                )
                .pfn_user_callback(Some(collect_message))
                .user_data(&*collector as *const Collector as *mut c_void);
            let messenger = unsafe { loader.create_debug_utils_messenger(&info, None) }
                .map_err(call("vkCreateDebugUtilsMessengerEXT"))?;
            Some((loader, messenger))
        } else {
            None
        };
        // From here on, a failure must still destroy the instance.
        let destroy_instance =
            |debug: Option<(ash::ext::debug_utils::Instance, vk::DebugUtilsMessengerEXT)>| unsafe {
                if let Some((loader, messenger)) = debug {
                    loader.destroy_debug_utils_messenger(messenger, None);
                }
                instance.destroy_instance(None);
            };

        let chosen = choose_device(&instance, wanted);
        let (physical, properties) = match chosen {
            Ok(found) => found,
            Err(e) => {
                destroy_instance(debug);
                return Err(e.into());
            }
        };
        let name = properties
            .device_name_as_c_str()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let prepared = prepare_device(&instance, physical, &properties, &name, required);
        let (device, queue_family) = match prepared {
            Ok(found) => found,
            Err(e) => {
                destroy_instance(debug);
                return Err(e);
            }
        };
        let queue = unsafe { device.get_device_queue(queue_family, 0) };
        let memory = unsafe { instance.get_physical_device_memory_properties(physical) };
        Ok(Gpu {
            _entry: entry,
            instance,
            debug,
            collector,
            physical,
            device,
            queue,
            queue_family,
            name,
            properties,
            memory,
            validation,
        })
    }

    /// The validation errors reported so far (emptied).
    pub fn take_validation_errors(&self) -> Vec<String> {
        self.collector
            .messages
            .lock()
            .map(|mut m| std::mem::take(&mut *m))
            .unwrap_or_default()
    }

    /// Index of a memory type allowed by `type_bits` with `flags`.
    pub fn memory_type(&self, type_bits: u32, flags: vk::MemoryPropertyFlags) -> Option<u32> {
        (0..self.memory.memory_type_count).find(|&i| {
            type_bits & (1 << i) != 0
                && self.memory.memory_types[i as usize]
                    .property_flags
                    .contains(flags)
        })
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            if let Some((loader, messenger)) = self.debug.take() {
                loader.destroy_debug_utils_messenger(messenger, None);
            }
            self.instance.destroy_instance(None);
        }
    }
}

fn choose_device(
    instance: &ash::Instance,
    wanted: Option<&str>,
) -> Result<(vk::PhysicalDevice, vk::PhysicalDeviceProperties), DeviceError> {
    let physicals = unsafe { instance.enumerate_physical_devices() }
        .map_err(call("vkEnumeratePhysicalDevices"))?;
    let wanted_name = wanted.unwrap_or(DEFAULT_DEVICE).to_lowercase();
    let mut names = Vec::new();
    for physical in physicals {
        let properties = unsafe { instance.get_physical_device_properties(physical) };
        let name = properties
            .device_name_as_c_str()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name.to_lowercase().contains(&wanted_name) {
            return Ok((physical, properties));
        }
        names.push(name);
    }
    Err(DeviceError::NoDevice {
        wanted: wanted_name,
        found: if names.is_empty() {
            "none".into()
        } else {
            names.join(", ")
        },
    })
}

fn prepare_device(
    instance: &ash::Instance,
    physical: vk::PhysicalDevice,
    properties: &vk::PhysicalDeviceProperties,
    name: &str,
    required: &[&str],
) -> Result<(ash::Device, u32), Box<dyn std::error::Error>> {
    let version = properties.api_version;
    if vk::api_version_major(version) == 1 && vk::api_version_minor(version) < 3 {
        return Err(DeviceError::TooOld {
            device: name.to_string(),
            major: vk::api_version_major(version),
            minor: vk::api_version_minor(version),
        }
        .into());
    }
    let available_extensions = device_extensions(instance, physical);
    let available = query_features(instance, physical, &available_extensions);
    let supported_names = supported(&available, &available_extensions);

    let mut enabled = FeatureSet::default();
    let mut extensions: Vec<&'static CStr> = Vec::new();
    for name_needed in required {
        let Some(f) = feature(name_needed) else {
            return Err(Unsupported {
                feature: name_needed.to_string(),
                extension: None,
                device: name.to_string(),
            }
            .into());
        };
        if !supported_names.contains(&f.name) {
            return Err(Unsupported {
                feature: f.name.to_string(),
                extension: f.extension.and_then(|e| e.to_str().ok()),
                device: name.to_string(),
            }
            .into());
        }
        *(f.flag)(&mut enabled) = vk::TRUE;
        if let Some(ext) = f.extension {
            if !extensions.contains(&ext) {
                extensions.push(ext);
            }
        }
    }

    let families = unsafe { instance.get_physical_device_queue_family_properties(physical) };
    let queue_family = families
        .iter()
        .position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE))
        .ok_or_else(|| DeviceError::NoComputeQueue {
            device: name.to_string(),
        })? as u32;
    let priorities = [1.0f32];
    let queues = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(queue_family)
        .queue_priorities(&priorities)];
    let extension_pointers: Vec<_> = extensions.iter().map(|e| e.as_ptr()).collect();
    let mut features = enabled;
    let mut info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_extension_names(&extension_pointers)
        .enabled_features(&features.core)
        .push_next(&mut features.v11)
        .push_next(&mut features.v12)
        .push_next(&mut features.v13);
    if !extensions.is_empty() {
        info = info.push_next(&mut features.derivatives);
    }
    let device =
        unsafe { instance.create_device(physical, &info, None) }.map_err(call("vkCreateDevice"))?;
    Ok((device, queue_family))
}

/// The device's name and the names of the supported `FEATURES` (for `--features`).
pub fn describe(wanted: Option<&str>) -> Result<(String, Vec<&'static str>), DeviceError> {
    let entry = unsafe { ash::Entry::load() }.map_err(|e| DeviceError::Load(e.to_string()))?;
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    let instance = unsafe {
        entry.create_instance(
            &vk::InstanceCreateInfo::default().application_info(&app),
            None,
        )
    }
    .map_err(call("vkCreateInstance"))?;
    let result = choose_device(&instance, wanted).map(|(physical, properties)| {
        let name = properties
            .device_name_as_c_str()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let extensions = device_extensions(&instance, physical);
        let features = query_features(&instance, physical, &extensions);
        (name, supported(&features, &extensions))
    });
    unsafe { instance.destroy_instance(None) };
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_names_are_unique_and_known_to_the_shader_table() {
        let mut names: Vec<_> = FEATURES.iter().map(|f| f.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), FEATURES.len());
        assert!(
            feature("computeDerivativeGroupQuadsKHR").unwrap().extension
                == Some(KHR_COMPUTE_SHADER_DERIVATIVES)
        );
    }

    #[test]
    fn old_layers_do_not_know_khr_compute_derivatives() {
        let required = ["imageCubeArray", "computeDerivativeGroupQuadsKHR"];
        let unknown = unknown_to_layer(vk::make_api_version(0, 1, 3, 239), &required);
        assert_eq!(
            unknown.iter().map(|l| l.extension).collect::<Vec<_>>(),
            vec![KHR_COMPUTE_SHADER_DERIVATIVES]
        );
        let collector = Collector {
            unknown_spirv_extensions: vec![unknown[0].spirv_extension],
            messages: Mutex::default(),
        };
        let text = "vkCreateShaderModule(): A SPIR-V Extension (SPV_KHR_compute_shader_derivatives) was declared that is not supported by Vulkan.";
        assert!(collector.excused(UNKNOWN_SPIRV_EXTENSION_VUID, text));
        assert!(!collector.excused(UNKNOWN_SPIRV_EXTENSION_VUID, &text.replace("_KHR_", "_NV_")));
        assert!(!collector.excused("VUID-vkCmdDispatch-None-06479", text));
        assert!(unknown_to_layer(vk::make_api_version(0, 1, 4, 304), &required).is_empty());
        assert!(unknown_to_layer(
            vk::make_api_version(0, 1, 3, 239),
            &["computeDerivativeGroupQuadsNV"]
        )
        .is_empty());
    }

    #[test]
    fn flags_point_at_their_own_field() {
        let mut set = FeatureSet::default();
        *(feature("shaderFloat16").unwrap().flag)(&mut set) = vk::TRUE;
        *(feature("imageCubeArray").unwrap().flag)(&mut set) = vk::TRUE;
        assert_eq!(set.v12.shader_float16, vk::TRUE);
        assert_eq!(set.core.image_cube_array, vk::TRUE);
        assert_eq!(
            supported(&set, &[]),
            vec!["imageCubeArray", "shaderFloat16"]
        );
        *(feature("computeDerivativeGroupQuadsNV").unwrap().flag)(&mut set) = vk::TRUE;
        // A derivative flag counts only with its extension.
        assert!(!supported(&set, &[]).contains(&"computeDerivativeGroupQuadsNV"));
        assert!(supported(&set, &[vk::NV_COMPUTE_SHADER_DERIVATIVES_NAME])
            .contains(&"computeDerivativeGroupQuadsNV"));
        assert!(!supported(&set, &[vk::NV_COMPUTE_SHADER_DERIVATIVES_NAME])
            .contains(&"computeDerivativeGroupQuadsKHR"));
    }
}
