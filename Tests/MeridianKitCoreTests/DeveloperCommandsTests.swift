import MeridianKitCore
import Testing

struct DeveloperCommandsTests {
    @Test func onlyADeveloperWhoAsksSeesTheDeveloperCommands() {
        #expect(!DeveloperCommands.areShown(in: [:]))
        #expect(!DeveloperCommands.areShown(in: ["MERIDIAN_DEVELOPER": "0"]))
        #expect(!DeveloperCommands.areShown(in: ["MERIDIAN_DEVELOPER": ""]))
        #expect(DeveloperCommands.areShown(in: ["MERIDIAN_DEVELOPER": "1"]))
    }
}
