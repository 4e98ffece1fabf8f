/**
 * The baseline of `npm run bench:api`: a bare node:http server answering the same bytes the API
 * answered, from a JSON file `{ "/api/v1/...": { "type": "application/json", "body": base64 } }`,
 * with no framework, no database and no headers beyond type and length. Run as a child process:
 *
 *   node bench/support/bareServer.ts replies.json
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const file = process.argv[2]
if (!file) throw new Error('usage: node bench/support/bareServer.ts replies.json')
const replies = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, { type: string; body: string }>).map(([path, reply]) => [
    path,
    { type: reply.type, body: Buffer.from(reply.body, 'base64') },
  ]),
)

const server = createServer((req, res) => {
  const reply = replies.get(req.url ?? '')
  if (!reply) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': reply.type, 'content-length': reply.body.byteLength }).end(reply.body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(`running at http://localhost:${typeof address === 'object' && address ? address.port : 0}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
