import Foundation
import Glibc

/// A small HTTP server on 127.0.0.1 (a port the system picks), on its own thread, that records
/// the path of every request it is sent: the player's tests see whether, and when, the app
/// reached the network. It serves the files it is given, whole (it cannot seek), and answers
/// 404 for any other path.
final class LocalHTTPServer: @unchecked Sendable {
    let port: Int
    private let socket: Int32
    private let files: [String: Data]
    private let lock = NSLock()
    private var paths: [String] = []
    private var thread: Thread?
    private var isStopped = false

    /// Serves `files` (a path such as `/clip.mkv` to its bytes).
    init(files: [String: Data]) throws {
        self.files = files
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        self.socket = socket
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 16) == 0 else {
            close(socket)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        self.thread = thread
        thread.start()
    }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The paths requested so far, in order.
    var requests: [String] { lock.withLock { paths } }

    /// Stops listening; a request made after this reaches no one.
    func stop() {
        guard lock.withLock({ () -> Bool in
            defer { isStopped = true }
            return !isStopped
        }) else { return }
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            // One thread a connection: a player may open a second (a seek) before the first ends.
            Thread { [self] in
                respond(to: client)
                close(client)
            }.start()
        }
    }

    private func respond(to client: Int32) {
        var request = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.contains(Data("\r\n\r\n".utf8)) {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            request.append(contentsOf: buffer[0..<count])
        }
        let lines = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return }
        let path = String(parts[1])
        lock.withLock { paths.append(path) }
        guard let body = files[path] else {
            reply(client, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", Data())
            return
        }
        // The whole file, whatever range is asked: a server that cannot seek, so that a load
        // is one request.
        reply(client, "HTTP/1.1 200 OK\r\nContent-Type: video/x-matroska\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n", body)
    }

    private func reply(_ client: Int32, _ head: String, _ body: Data) {
        let bytes = Data(head.utf8) + body
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                // MSG_NOSIGNAL: a player that hangs up early must not raise SIGPIPE in the tests.
                let written = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    deinit { stop() }
}
