#if os(Linux) && canImport(Glibc)
    import Glibc
    import Synchronization
#endif

/// Manually managed buffers of trivial elements that, once large, are aligned to and advised
/// for transparent huge pages (Linux's `madvise(MADV_HUGEPAGE)`), and once very large live in
/// address space reserved for them and grow in place there.
///
/// Why huge pages: a solver of half a million constraints fills some hundred and fifty
/// megabytes, which the kernel maps one 4 KiB page at a time, on first touch. On a virtual
/// machine each of those faults costs microseconds: at that size they were a third of building
/// the system, and the tableau's tables outgrow the TLB's reach. A 2 MiB page is one fault where
/// 512 small ones were, and one TLB entry.
///
/// Why reserved address space, from ``reservationThreshold`` on: glibc maps blocks of 32 MiB
/// and more (its largest `mmap` threshold) from the system and gives them back on free, so a
/// pool that doubled past that size faulted in (and zeroed) a whole new buffer at every growth,
/// and every solver faulted its pools in again: laying out 100,000 labels spent about a tenth of
/// its time in page faults, against a fiftieth at 10,000, whose pools glibc keeps and reuses. A
/// buffer that large instead takes a range of address space far larger than it needs
/// (``reservation(for:)``: no memory until touched) and grows by using more of it, so that
/// growth copies nothing and each page is faulted once. Growing past the range moves the buffer
/// to a new, larger range (one copy). Freed ranges are kept for the next solver, as glibc keeps
/// smaller blocks: the last ``spareLimit`` of them, their pages marked free for the kernel to
/// take back under memory pressure (`MADV_FREE`); until it does, reusing them costs no fault.
///
/// Below 32 MiB the pools keep glibc's memory. Reserving from 4 MiB on was measured: it was
/// slower for a process that builds one solver after another (stack 100,000, best of three in a
/// process: 184 against 125 ms), because glibc's reuse of its other blocks depends on the sizes
/// it has seen freed, and the pools' blocks were among them.
///
/// Small buffers — every ordinary window's system — take the plain path and never see this.
/// Only the tableau's pools (its rows' cells and its columns) use this type: they are the
/// largest buffers, and trivial memory the solver manages itself. Elsewhere than Linux every
/// buffer takes Swift's allocator and grows by copying.
enum LargeAllocation {
    /// Buffers of at least this many bytes are aligned to, and advised for, huge pages.
    static var threshold: Int { 4 << 20 }

    /// Buffers of at least this many bytes take reserved address space (glibc's largest
    /// `mmap` threshold: it never keeps freed blocks this large for reuse).
    static var reservationThreshold: Int { 32 << 20 }

    /// Freed ranges kept for reuse: a solver's two pools.
    static var spareLimit: Int { 2 }

    /// The huge page size large buffers are aligned to.
    static var hugePageSize: Int { 2 << 20 }

    /// A buffer: where its elements start and, for a large one, the address space it holds.
    struct Buffer<Element: BitwiseCopyable> {
        /// The first element.
        var pointer: UnsafeMutablePointer<Element>
        /// The bytes of address space reserved at `pointer` (a multiple of the huge page size),
        /// or 0 for a buffer from the allocator.
        var reservedBytes: Int
        /// The bytes from `pointer` on that may have been written: what a reused range may
        /// still hold in memory.
        var touchedBytes: Int
    }

    /// The address space a large buffer of `bytes` reserves: 16 times its size, and at least
    /// 1 GiB. Reserved space costs no memory until it is written (it is mapped without a reserve
    /// of swap); 1 GiB holds the largest pool of about a million labels in a scroll view.
    static func reservation(for bytes: Int) -> Int {
        let (scaled, overflow) = bytes.multipliedReportingOverflow(by: 16)
        return roundedToHugePages(Swift.max(1 << 30, overflow ? bytes : scaled))
    }

    /// `bytes` rounded up to a multiple of the huge page size.
    static func roundedToHugePages(_ bytes: Int) -> Int {
        (bytes + hugePageSize - 1) / hugePageSize * hugePageSize
    }

    /// Uninitialized room for `capacity` elements, given back with ``deallocate(_:)``.
    /// - Complexity: O(1): the memory is mapped when it is first touched, as with `malloc`.
    static func allocate<Element: BitwiseCopyable>(_: Element.Type, capacity: Int) -> Buffer<Element> {
        let bytes = Swift.max(1, capacity * MemoryLayout<Element>.stride)
        #if os(Linux) && canImport(Glibc)
            if bytes >= reservationThreshold, let buffer = reserve(Element.self, bytes: bytes) { return buffer }
            // Out of address space, or not that large: the allocator's memory.
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
            if let raw {
                return Buffer(
                    pointer: raw.bindMemory(to: Element.self, capacity: capacity), reservedBytes: 0,
                    touchedBytes: bytes)
            }
        // Out of memory: Swift's allocator reports it the way Swift reports any failed
        // allocation. (On Linux it is malloc for elements of ordinary alignment, so even a
        // pointer it did return would go back by free() below.)
        #endif
        return Buffer(pointer: .allocate(capacity: capacity), reservedBytes: 0, touchedBytes: bytes)
    }

    /// Makes `buffer` hold at least `capacity` elements, keeping its first `count`: in place
    /// when its reserved address space holds them, else by moving them to a new buffer.
    /// - Requires: `count ≤ capacity` and `count` at most the buffer's old capacity.
    /// - Complexity: O(1) in place; O(count) when the elements move.
    static func grow<Element: BitwiseCopyable>(_ buffer: inout Buffer<Element>, keeping count: Int, capacity: Int) {
        let bytes = capacity * MemoryLayout<Element>.stride
        if bytes <= buffer.reservedBytes {
            buffer.touchedBytes = Swift.max(buffer.touchedBytes, bytes)
            return
        }
        let grown = allocate(Element.self, capacity: capacity)
        grown.pointer.update(from: buffer.pointer, count: count)
        deallocate(buffer)
        buffer = grown
    }

    /// Gives back a buffer from ``allocate(_:capacity:)``.
    static func deallocate<Element: BitwiseCopyable>(_ buffer: Buffer<Element>) {
        #if os(Linux) && canImport(Glibc)
            if buffer.reservedBytes > 0 {
                release(
                    Spare(
                        address: Int(bitPattern: buffer.pointer), reservedBytes: buffer.reservedBytes,
                        touchedBytes: buffer.touchedBytes))
            } else {
                // malloc's and posix_memalign's memory go back by free(), and so does Swift's
                // allocator's on Linux.
                free(buffer.pointer)
            }
        #else
            buffer.pointer.deallocate()
        #endif
    }

    #if os(Linux) && canImport(Glibc)
        /// A freed range kept for reuse.
        struct Spare {
            var address: Int
            var reservedBytes: Int
            var touchedBytes: Int
        }

        /// The freed ranges kept for reuse, most recently freed last (shared by every solver of
        /// the process, hence the lock).
        private static let spares = Mutex<[Spare]>([])

        /// How many freed ranges are kept now (for tests).
        static var spareCount: Int { spares.withLock { $0.count } }

        /// Keeps a freed range for reuse, its written pages marked free for the kernel to
        /// reclaim; past ``spareLimit`` the oldest goes back to the system.
        private static func release(_ spare: Spare) {
            if let start = UnsafeMutableRawPointer(bitPattern: spare.address) {
                // Advice only: a kernel without MADV_FREE keeps the pages as they are.
                _ = madvise(start, roundedToHugePages(spare.touchedBytes), Int32(MADV_FREE))
            }
            let evicted: Spare? = spares.withLock { list in
                list.append(spare)
                return list.count > spareLimit ? list.removeFirst() : nil
            }
            if let evicted, let start = UnsafeMutableRawPointer(bitPattern: evicted.address) {
                _ = munmap(start, evicted.reservedBytes)
            }
        }

        /// Reserved address space for a large buffer, aligned to a huge page and advised for
        /// huge pages: a kept range that is large enough (the one with the most pages written,
        /// which reuse without a fault), else a new one; nil when the system refuses the mapping.
        private static func reserve<Element: BitwiseCopyable>(_: Element.Type, bytes: Int) -> Buffer<Element>? {
            let size = reservation(for: bytes)
            let reused: Spare? = spares.withLock { list in
                var best: Int?
                for i in list.indices where list[i].reservedBytes >= size {
                    if best.map({ list[i].touchedBytes > list[$0].touchedBytes }) ?? true { best = i }
                }
                return best.map { list.remove(at: $0) }
            }
            if let reused, let start = UnsafeMutableRawPointer(bitPattern: reused.address) {
                return Buffer(
                    pointer: start.bindMemory(
                        to: Element.self, capacity: reused.reservedBytes / MemoryLayout<Element>.stride),
                    reservedBytes: reused.reservedBytes, touchedBytes: Swift.max(reused.touchedBytes, bytes))
            }
            // One huge page more than needed, so that an aligned start exists inside; the
            // ends beyond it go back at once. No swap reserved: the range costs nothing until it
            // is written (the kernel then maps zeroed pages, as for malloc's memory). Where the
            // system counts every mapping against a commit limit, a refusal falls back to malloc.
            let span = size + hugePageSize
            guard
                let raw = mmap(
                    nil, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                raw != MAP_FAILED
            else { return nil }
            let address = Int(bitPattern: raw)
            let aligned = roundedToHugePages(address)
            let head = aligned - address
            if head > 0 { _ = munmap(raw, head) }
            let tail = span - head - size
            if tail > 0, let end = UnsafeMutableRawPointer(bitPattern: aligned + size) { _ = munmap(end, tail) }
            guard let start = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
            // Advice only: a kernel without transparent huge pages, or with them off,
            // ignores it and maps small pages.
            _ = madvise(start, size, Int32(MADV_HUGEPAGE))
            return Buffer(
                pointer: start.bindMemory(to: Element.self, capacity: size / MemoryLayout<Element>.stride),
                reservedBytes: size, touchedBytes: bytes)
        }
    #endif
}
