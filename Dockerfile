# The API and the indexer share one image; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund --loglevel=warn
COPY tsconfig.json drizzle.config.ts ./
COPY src ./src
COPY indexer ./indexer
COPY migrations ./migrations
USER node
EXPOSE 3000
CMD ["npm", "start"]
