# The compactor worker image used by docker-compose.yml (and by any orchestrator): Node 20, production deps only.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY . .
USER node
ENTRYPOINT ["node", "bin/compactor.js"]
CMD ["worker"]
