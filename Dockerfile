# The compactor image used by docker-compose.yml (and by any orchestrator). A build stage installs everything and
# runs `npm ci`, whose `prepare` compiles dist/ and the prebuilt workflow bundle; the runtime stage carries only the
# compiled build, bin/ and the production dependencies, so the CLI starts from dist/ (bin/ finds no sources to
# compare) and no worker runs webpack at start. Tests, benchmarks and CI files never enter (.dockerignore). Node 24
# LTS, as package.json's engines; `npm run docker:check` lints this file (hadolint).
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm prune --omit=dev && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/bin ./bin
COPY --from=build /src/dist ./dist
# The image's `node` user, by number: a name may not resolve where the image runs.
USER 1000:1000
ENTRYPOINT ["node", "bin/compactor.js"]
CMD ["worker"]
