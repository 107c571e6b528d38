#if os(Linux) && canImport(Glibc)
    import Glibc
#endif

/// Manually managed buffers of trivial elements that, once large, are aligned to and advised
/// for transparent huge pages (Linux's `madvise(MADV_HUGEPAGE)`).
///
/// Why: a solver of half a million constraints fills some hundred and fifty megabytes, which
/// the kernel maps one 4 KiB page at a time, on first touch. On a virtual machine each of those
/// faults costs microseconds: at that size they were a third of building the system, and the
/// tableau's tables outgrow the TLB's reach. A 2 MiB page is one fault where 512 small ones were,
/// and one TLB entry. Only the tableau's pools (its rows' cells and its columns) take this
/// path: they are the largest buffers, and they are trivial memory the solver manages itself.
///
/// The memory still comes from `malloc` (by `posix_memalign`), not from a mapping of its own:
/// mapping each large buffer straight from the system was measured slower (stack 100,000: 282
/// against 230 ms, best of ten processes), because every growth and every new solver then
/// faults fresh memory instead of reusing what `malloc` keeps.
///
/// Small buffers — every ordinary window's system — take the plain path and never see this.
/// Elsewhere than Linux every buffer takes Swift's allocator.
enum LargeAllocation {
    /// Buffers of at least this many bytes are aligned to, and advised for, huge pages.
    static var threshold: Int { 4 << 20 }

    /// The huge page size large buffers are aligned to.
    static var hugePageSize: Int { 2 << 20 }

    /// Uninitialized room for `capacity` elements, given back with ``deallocate(_:)``.
    /// - Complexity: O(1): the memory is mapped when it is first touched, as with `malloc`.
    static func allocate<Element: BitwiseCopyable>(
        _: Element.Type, capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        #if os(Linux) && canImport(Glibc)
            let bytes = Swift.max(1, capacity * MemoryLayout<Element>.stride)
            var raw: UnsafeMutableRawPointer?
            if bytes >= threshold {
                if posix_memalign(&raw, hugePageSize, bytes) == 0, let raw {
                    // Advice only: a kernel without transparent huge pages, or with them off,
                    // ignores it and maps small pages as before.
                    _ = madvise(raw, bytes, Int32(MADV_HUGEPAGE))
                }
            } else {
                raw = malloc(bytes)
            }
            if let raw { return raw.bindMemory(to: Element.self, capacity: capacity) }
        // Out of memory: Swift's allocator reports it the way Swift reports any failed
        // allocation. (On Linux it is malloc for elements of ordinary alignment, so even a
        // pointer it did return would go back by free() below.)
        #endif
        return .allocate(capacity: capacity)
    }

    /// Gives back a buffer from ``allocate(_:capacity:)``.
    static func deallocate<Element: BitwiseCopyable>(_ pointer: UnsafeMutablePointer<Element>) {
        #if os(Linux) && canImport(Glibc)
            // malloc's and posix_memalign's memory both go back by free().
            free(pointer)
        #else
            pointer.deallocate()
        #endif
    }
}
