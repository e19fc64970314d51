import MeridianKitStorage
import Testing

/// Who holds a folder's lock, read from the text of /proc/locks.
struct FlockTableTests {
    let locks = """
        1: POSIX  ADVISORY  WRITE 12715 fe:00:5358971 1073741824 1073742335
        2: FLOCK  ADVISORY  WRITE 12715 fe:00:16220170 0 EOF
        3: FLOCK  ADVISORY  WRITE 4321 08:11:16220170 0 EOF
        3: -> FLOCK  ADVISORY  WRITE 999 103:02:777 0 EOF
        4: OFDLCK ADVISORY  READ  -1 103:02:777 0 EOF
        5: FLOCK  ADVISORY  WRITE 1234 103:02:777 0 EOF
        6: FLOCK  ADVISORY  WRITE 0 fe:00:42 0 EOF
        7: LEASE  ACTIVE    READ  2222 fe:00:43 0 EOF
        garbage line
        """

    @Test func theHolderIsTheProcessWhoseFlockIsOnTheFoldersDeviceAndInode() {
        let table = FlockTable(parsing: locks)
        #expect(table.holder(of: .init(major: 0xfe, minor: 0, inode: 16_220_170)) == 12715)
        // The same inode on another device (hexadecimal, as the kernel prints it) is another file.
        #expect(table.holder(of: .init(major: 8, minor: 0x11, inode: 16_220_170)) == 4321)
        // A waiter does not hold the lock, nor a lock of another kind; the holder is listed after them.
        #expect(table.holder(of: .init(major: 0x103, minor: 2, inode: 777)) == 1234)
    }

    @Test func aDeviceNumberSplitsAsTheKernelPrintsIt() {
        // 254:0, as `stat` gives it (65024) and /proc/locks prints it (fe:00).
        #expect(FlockTable.File(device: 65024, inode: 7) == .init(major: 0xfe, minor: 0, inode: 7))
        // 259:65538: a minor above 255 is split across the number.
        let device: UInt64 = (0x103 << 8) | (65538 & 0xff) | ((65538 & ~0xff) << 12)
        #expect(FlockTable.File(device: device, inode: 7) == .init(major: 0x103, minor: 65538, inode: 7))
    }

    @Test func noHolderWhenNoneIsListedOrItsProcessCannotBeSeen() {
        let table = FlockTable(parsing: locks)
        #expect(table.holder(of: .init(major: 0xfe, minor: 0, inode: 1)) == nil)
        // The kernel prints 0 for a process in a pid namespace this one cannot see.
        #expect(table.holder(of: .init(major: 0xfe, minor: 0, inode: 42)) == nil)
        // Only flock(2) locks: a lease is not the writer's lock.
        #expect(table.holder(of: .init(major: 0xfe, minor: 0, inode: 43)) == nil)
        #expect(FlockTable(parsing: "").entries.isEmpty)
        #expect(table.entries.map(\.pid) == [12715, 4321, 1234, 0])
    }
}
