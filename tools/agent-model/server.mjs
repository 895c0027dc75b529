// A tiny OpenAI-compatible chat server over node-llama-cpp, for the agent gateway's smoke test and
// local trials: POST /v1/chat/completions, non-streaming. `response_format: json_schema` is
// enforced with a grammar built from the schema, so the output always parses. Tools are accepted
// and never called (a model this small does not choose one reliably): the reply is text.
//
//   node tools/agent-model/server.mjs --model FILE [--port 8091] [--threads 1]
//
// Run through `npm run agent-model:local`, which installs the runtime and the model first.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    model: { type: 'string' },
    runtime: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8091' },
    threads: { type: 'string', default: '1' },
    'max-tokens': { type: 'string', default: '160' },
  },
});
if (!values.model || !values.runtime) {
  console.error('usage: server.mjs --model FILE.gguf --runtime DIR (the folder holding node_modules/node-llama-cpp)');
  process.exit(2);
}
// The runtime lives in its own folder (installed with only the CPU build), not in the project's dependencies.
const require = createRequire(`${values.runtime}/`);
const { getLlama, LlamaChatSession } = await import(require.resolve('node-llama-cpp'));

const llama = await getLlama({ gpu: false, build: 'never', maxThreads: Number(values.threads) });
const model = await llama.loadModel({ modelPath: values.model });
const MODEL_NAME = 'smollm2-135m-instruct';
const maxTokens = Number(values['max-tokens']);

/**
 * The schema as the grammar builder reads it: no `$schema`, `["string", "null"]` as oneOf, and a
 * length bound on free strings (a small model can otherwise run on until maxTokens cuts the JSON).
 */
function grammarSchema(schema) {
  if (Array.isArray(schema)) return schema.map(grammarSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const { $schema: _ignored, ...rest } = schema;
  if (Array.isArray(rest.type)) {
    const { type, ...others } = rest;
    return { oneOf: type.map((single) => grammarSchema({ ...others, type: single })) };
  }
  const copy = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, grammarSchema(value)]));
  if (copy.type === 'string' && !copy.enum && copy.maxLength === undefined) copy.maxLength = 40;
  return copy;
}

function text(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => part.text ?? '').join('');
  return '';
}

/** The conversation as one session: system messages as its system prompt, the rest as the prompt (tool results marked as data). */
function promptOf(messages) {
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => text(m.content))
    .join('\n');
  const turns = messages
    .filter((m) => m.role !== 'system')
    .map((m) =>
      m.role === 'tool'
        ? `Tool result (data): ${text(m.content)}`
        : m.role === 'assistant'
          ? `Assistant: ${text(m.content) || '(called tools)'}`
          : text(m.content),
    )
    .join('\n');
  return { system, prompt: turns };
}

// One generation at a time: the model has one context and the machine two cores.
let queue = Promise.resolve();
async function complete(body) {
  const { system, prompt } = promptOf(body.messages ?? []);
  const format = body.response_format?.type === 'json_schema' ? body.response_format.json_schema?.schema : undefined;
  const context = await model.createContext({ contextSize: 2048 });
  try {
    const session = new LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: system });
    const grammar = format ? await llama.createGrammarForJsonSchema(grammarSchema(format)) : undefined;
    let completionTokens = 0;
    const content = await session.prompt(prompt, {
      grammar,
      temperature: 0,
      maxTokens: format ? maxTokens * 2 : maxTokens,
      onToken: (tokens) => (completionTokens += tokens.length),
    });
    const promptTokens = model.tokenize(`${system}\n${prompt}`).length;
    return {
      id: `chatcmpl-${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: MODEL_NAME,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    };
  } finally {
    await context.dispose();
  }
}

const server = createServer(async (request, response) => {
  const send = (status, body) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.method === 'GET' && request.url === '/v1/models')
    return send(200, { object: 'list', data: [{ id: MODEL_NAME, object: 'model', owned_by: 'local' }] });
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
    return send(404, { error: { message: 'not found' } });
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return send(400, { error: { message: 'malformed JSON' } });
  }
  const run = queue.then(() => complete(body));
  queue = run.catch(() => {});
  try {
    send(200, await run);
  } catch (error) {
    console.error(error);
    send(500, { error: { message: 'generation failed' } });
  }
});
server.listen(Number(values.port), values.host, () => {
  console.log(`local chat model ${MODEL_NAME} on http://${values.host}:${server.address().port}/v1`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
