# The API, the agent gateway and the worker share one image; docker-compose.yml picks the command.
# Installs use `npm ci`: exactly the committed lock.

# Build: dev tooling compiles TypeScript to dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund --loglevel=warn
COPY tsconfig.json tsconfig.build.json ./
COPY tools/build ./tools/build
COPY src ./src
COPY indexer ./indexer
COPY migrations ./migrations
RUN npm run build

# Run: production dependencies and the compiled code only (tools/build/check-production-install.sh
# runs this same install in CI and starts the compiled server).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=warn
COPY --from=build /app/dist ./dist
USER node
# 3000: the API (dist/server.js); 3100: the agent gateway (dist/agent.js).
EXPOSE 3000 3100
CMD ["node", "dist/server.js"]
