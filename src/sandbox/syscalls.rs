//! The system calls a confined program may not make: a seccomp filter compiled once in the
//! grader and installed by each program between fork and exec.
//!
//! Denied with `EPERM`, so that a program that tries one sees an ordinary error:
//! - reading or changing other processes: `ptrace`, `process_vm_readv`,
//!   `process_vm_writev`, `kcmp`, `pidfd_getfd`;
//! - the network: `socket` (every family; `socketpair` stays, so a program can still talk
//!   to its own children), so no run reaches the network or a named Unix socket;
//! - kernel interfaces a console game has no use for, each a known way around other
//!   protections: `io_uring_*` (its operations bypass seccomp), `bpf`, `perf_event_open`,
//!   `userfaultfd`, `keyctl`, `add_key`, `request_key`, the module and `kexec` calls,
//!   `mount` and its kin, `swapon`, `swapoff`, `reboot`, `acct`, `quotactl`.
//!
//! A bot host ([`Subject::BotHost`]) is also denied `clone`, `clone3`, `fork`, `vfork`,
//! `execve` and `execveat`: a bot calls one function, and has no use for a process, a
//! thread or another program, each a way to outlive its host or to run the reference
//! engine.
//!
//! A filter rather than a network namespace for the network: a namespace costs a few
//! hundred microseconds to make and more to tear down on every run, a filter nothing.

use std::collections::BTreeMap;
use std::io;

use seccompiler::{BpfProgram, SeccompAction, SeccompFilter, TargetArch};

use super::Subject;

/// The denied calls, by number.
const DENIED: &[libc::c_long] = &[
    libc::SYS_ptrace,
    libc::SYS_process_vm_readv,
    libc::SYS_process_vm_writev,
    libc::SYS_kcmp,
    libc::SYS_pidfd_getfd,
    libc::SYS_socket,
    libc::SYS_io_uring_setup,
    libc::SYS_io_uring_enter,
    libc::SYS_io_uring_register,
    libc::SYS_bpf,
    libc::SYS_perf_event_open,
    libc::SYS_userfaultfd,
    libc::SYS_keyctl,
    libc::SYS_add_key,
    libc::SYS_request_key,
    libc::SYS_init_module,
    libc::SYS_finit_module,
    libc::SYS_delete_module,
    libc::SYS_kexec_load,
    libc::SYS_mount,
    libc::SYS_umount2,
    libc::SYS_pivot_root,
    libc::SYS_open_tree,
    libc::SYS_move_mount,
    libc::SYS_fsopen,
    libc::SYS_fsmount,
    libc::SYS_swapon,
    libc::SYS_swapoff,
    libc::SYS_reboot,
    libc::SYS_acct,
    libc::SYS_quotactl,
];

/// The calls a bot host is denied besides [`DENIED`].
const DENIED_TO_BOT_HOSTS: &[libc::c_long] = &[
    libc::SYS_clone,
    libc::SYS_clone3,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_fork,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_vfork,
    libc::SYS_execve,
    libc::SYS_execveat,
];

/// The filter of `subject`, compiled for this machine's architecture.
pub fn filter(subject: Subject) -> io::Result<BpfProgram> {
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(io::Error::other)?;
    let extra = match subject {
        Subject::Run => &[][..],
        Subject::BotHost => DENIED_TO_BOT_HOSTS,
    };
    let rules = (DENIED.iter().chain(extra))
        .map(|&call| (call, Vec::new()))
        .collect::<BTreeMap<_, _>>();
    let filter = SeccompFilter::new(
        rules,
        SeccompAction::Allow,
        SeccompAction::Errno(libc::EPERM as u32),
        arch,
    )
    .map_err(io::Error::other)?;
    BpfProgram::try_from(filter).map_err(io::Error::other)
}

/// Whether the kernel can filter system calls.
pub fn available() -> bool {
    // SAFETY: a query with no arguments.
    unsafe { libc::prctl(libc::PR_GET_SECCOMP) >= 0 }
}
