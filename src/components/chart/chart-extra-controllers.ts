import {
  BubbleController,
  Chart,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
} from 'chart.js'

/**
 * The controllers of the charts only the UI kit draws (radar, polar area, scatter, bubble): a
 * chunk of their own, so the home's charts never download them.
 */
export function registerExtraControllers() {
  Chart.register(
    RadarController,
    PolarAreaController,
    RadialLinearScale,
    ScatterController,
    BubbleController,
  )
}
