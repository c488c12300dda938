//! The opt plugin's C ABI: `llvmGetPassPluginInfo` and the functions the C++
//! registration shim calls back into.
//!
//! Nothing here may unwind into C++: every entry point catches panics and turns
//! them into an error message. The module handed in by opt belongs to opt and is
//! only borrowed.

use std::ffi::{c_char, c_int, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

use texel_passes::llvm::{LLVMModuleRef, ModuleView};
use texel_passes::pass::{find_pass, run_pass, PassOutcome};

/// Mirror of `llvm::PassPluginLibraryInfo` (plugin API v2, 40 bytes); the shim
/// static_asserts the C++ layout.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_builder_callbacks: Option<unsafe extern "C" fn(*mut std::ffi::c_void)>,
    pre_code_gen_callback: Option<unsafe extern "C" fn()>,
}

const _: () = assert!(std::mem::size_of::<PassPluginLibraryInfo>() == 40);

extern "C" {
    fn texel_fill_plugin_info(info: *mut PassPluginLibraryInfo);
}

const PLUGIN_VERSION: &std::ffi::CStr = match std::ffi::CStr::from_bytes_with_nul(
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes(),
) {
    Ok(version) => version,
    Err(_) => panic!("package version contains a NUL byte"),
};

/// The entry point opt looks up with `dlsym` when it loads `libtexel.so`.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    let mut info = PassPluginLibraryInfo {
        api_version: 0,
        plugin_name: std::ptr::null(),
        plugin_version: std::ptr::null(),
        register_pass_builder_callbacks: None,
        pre_code_gen_callback: None,
    };
    // SAFETY: the shim writes every field of a structure whose layout it checks.
    unsafe { texel_fill_plugin_info(&mut info) };
    info.plugin_version = PLUGIN_VERSION.as_ptr();
    info
}

/// Whether `name` is a texel pass (called by the pipeline parser).
///
/// # Safety
/// `name` must point to `length` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn texel_is_registered_pass(name: *const c_char, length: usize) -> bool {
    catch_unwind(|| pass_name(name, length).is_some_and(|name| find_pass(name).is_some()))
        .unwrap_or(false)
}

const UNCHANGED: c_int = 0;
const CHANGED: c_int = 1;
const FAILED: c_int = 2;

/// Runs the named pass on a module owned by the caller. On failure, stores a
/// message for [`texel_free_message`] in `*error_message` and returns 2.
///
/// # Safety
/// `name` must point to `length` readable bytes, `module` must be a valid module
/// the caller owns, and `error_message` must be writable.
#[no_mangle]
pub unsafe extern "C" fn texel_run_module_pass(
    name: *const c_char,
    length: usize,
    module: LLVMModuleRef,
    error_message: *mut *mut c_char,
) -> c_int {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let Some(name) = pass_name(name, length) else {
            return Err("texel: pass name is not UTF-8".to_string());
        };
        let view = ModuleView::from_raw(module);
        run_pass(view, name).map_err(|error| error.to_string())
    }));
    let message = match result {
        Ok(Ok(PassOutcome::Unchanged)) => return UNCHANGED,
        Ok(Ok(PassOutcome::Changed)) => return CHANGED,
        Ok(Err(message)) => message,
        Err(payload) => format!(
            "texel: internal error: {}",
            texel_passes::pass::panic_message(payload.as_ref())
        ),
    };
    let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
    *error_message = message.into_raw();
    FAILED
}

/// Frees a message returned by [`texel_run_module_pass`].
///
/// # Safety
/// `message` must be null or a pointer that `texel_run_module_pass` returned.
#[no_mangle]
pub unsafe extern "C" fn texel_free_message(message: *mut c_char) {
    if !message.is_null() {
        drop(CString::from_raw(message));
    }
}

unsafe fn pass_name<'a>(name: *const c_char, length: usize) -> Option<&'a str> {
    if name.is_null() {
        return None;
    }
    std::str::from_utf8(std::slice::from_raw_parts(name.cast::<u8>(), length)).ok()
}
