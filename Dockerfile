# The app image: Node 22, workspace installed with the pinned pnpm, web app built, server compiled
# to JavaScript (issue 17: no TypeScript compiler or tsx at run time).
FROM node:22-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @rentas/web build && pnpm --filter @rentas/server build
ENV NODE_ENV=production PORT=5000
EXPOSE 5000
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
