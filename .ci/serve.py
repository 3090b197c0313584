#!/usr/bin/env python3
"""Serves a folder (the page: www/) on 127.0.0.1 the way a production static host should.

- Text and wasm are sent gzip-compressed to a client that accepts it (Content-Encoding: gzip,
  Vary: Accept-Encoding); each file is compressed once per change (kept by path and mtime).
- Every response carries Cache-Control: no-cache with its Last-Modified, so a reload after a
  rebuild revalidates instead of running a stale module (304 when unchanged).
- .wasm as application/wasm (WebAssembly.compileStreaming needs it), .js and .mjs as
  text/javascript.

    python3 .ci/serve.py PORT [ROOT]        (ROOT defaults to www/ beside .ci/)

Standard library only (gzip, http.server), so it runs wherever python3 does.
"""
import gzip
import http.server
import os
import sys
import threading
from email.utils import formatdate, parsedate_to_datetime

COMPRESSED = {".html", ".js", ".mjs", ".css", ".wasm", ".json", ".svg", ".map", ".txt", ".md", ".ts"}
TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}

_cache = {}
_lock = threading.Lock()


def compressed(path, mtime):
    """The gzip bytes of the file at `path` as it was at `mtime` (compressed once per change)."""
    with _lock:
        hit = _cache.get(path)
        if hit and hit[0] == mtime:
            return hit[1]
    with open(path, "rb") as f:
        body = gzip.compress(f.read(), compresslevel=9, mtime=0)
    with _lock:
        _cache[path] = (mtime, body)
    return body


class Handler(http.server.SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler with gzip, revalidation and the page's content types."""

    def do_GET(self):
        self.send(head_only=False)

    def do_HEAD(self):
        self.send(head_only=True)

    def send(self, head_only):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().do_GET() if not head_only else super().do_HEAD()  # the redirect to "dir/"
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            self.send_error(404, "not found")
            return
        st = os.stat(path)
        ext = os.path.splitext(path)[1].lower()
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                if int(st.st_mtime) <= parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.send_header("Cache-Control", "no-cache")
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return
            except (TypeError, ValueError, OverflowError):
                pass
        gz = ext in COMPRESSED and "gzip" in self.headers.get("Accept-Encoding", "")
        if gz:
            body = compressed(path, st.st_mtime)
        else:
            with open(path, "rb") as f:
                body = f.read()
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(ext) or self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", formatdate(st.st_mtime, usegmt=True))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        if gz:
            self.send_header("Content-Encoding", "gzip")
        self.end_headers()
        if not head_only:
            self.wfile.write(body)

    def log_message(self, fmt, *args):
        if os.environ.get("SERVE_QUIET") != "1":
            super().log_message(fmt, *args)


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
    root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "www")
    handler = lambda *a, **k: Handler(*a, directory=os.path.abspath(root), **k)  # noqa: E731
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
