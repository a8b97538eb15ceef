DROP INDEX "trust_figures_figure_idx";--> statement-breakpoint
CREATE INDEX "trust_figures_figure_idx" ON "trust_figures" USING btree ("figure","subject_type","subject_id");