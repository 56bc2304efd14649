# The compactor image used by docker-compose.yml (and by any orchestrator): Node 20, production dependencies only;
# tests, benchmarks and CI files stay out (.dockerignore).
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY . .
USER node
ENTRYPOINT ["node", "bin/compactor.js"]
CMD ["worker"]
