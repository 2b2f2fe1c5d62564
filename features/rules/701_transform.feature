Feature: Transforming a permanent (CR 701.27)
  An ability that tells a permanent to transform turns that permanent over (701.27a); only the permanent
  that put the ability on the stack can be turned over by it, and only if it hasn't transformed since
  (701.27f); a permanent that left the battlefield and came back is a new object (400.7).

  @id:transform-source-left-and-returned-is-a-new-object @cr:701.27a @cr:400.7 @cr:603.4
  Scenario: Serah Farron dies and returns while its transform trigger waits: the new Serah doesn't transform
    CR 400.7: once Serah Farron changes zones it is a different object, and nothing links it to the Serah that
    was. Serah Farron's beginning-of-combat ability tells the Serah that put it on the stack to transform; that
    Serah died, and the Serah that Order of Whiteclay returns is another object, so nothing transforms even
    though the ability's "if" condition is still true as it resolves (603.4).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron, Vincent Valentine, Jecht, Reluctant Guardian and Order of Whiteclay (tapped)
    And Alice controls 3 Swamp and 3 Plains
    And Alice has Murder in her hand
    And Alice will answer the "you may" choices with yes
    And Alice will choose Serah Farron, then Serah Farron as targets
    When Alice passes priority
    And Bob passes priority
    Then it is Alice's beginning of combat step
    And the stack, from the bottom, holds Serah Farron's triggered ability
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority
    Then Alice has Serah Farron in her graveyard
    When Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Serah Farron
    When all players pass priority until the stack is empty
    Then Alice controls Serah Farron and no Crystallized Serah

  @id:transform-sephiroth-on-the-fourth-resolution @cr:701.27a @cr:603.2 @cr:603.3b
  Scenario: Four creatures die at once: the fourth resolution of Sephiroth's ability transforms it
    CR 701.27a: transforming turns a double-faced permanent over to its other face. Sephiroth, Fabled SOLDIER
    transforms when its ability resolves for the fourth time this turn. Nibelheim Aflame has Sephiroth deal 3
    damage to each other creature: Bob's four Grizzly Bears die at the same time, the ability triggers four
    times (603.2), and the last of the four to resolve turns Sephiroth into Sephiroth, One-Winged Angel.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sephiroth, Fabled SOLDIER and 4 Mountain
    And Bob controls 4 Grizzly Bears
    And Alice has Nibelheim Aflame in her hand
    And Alice will choose Sephiroth, Fabled SOLDIER, then Bob, then Bob, then Bob, then Bob as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority
    Then Bob has 4 Grizzly Bears in his graveyard
    And the triggered abilities put on the stack are 4 from Sephiroth, Fabled SOLDIER
    When all players pass priority until the stack is empty
    Then Bob's life total is 16
    And Alice's life total is 24
    And Alice controls Sephiroth, One-Winged Angel and no Sephiroth, Fabled SOLDIER
    And Sephiroth, One-Winged Angel is 5/5

  @id:transform-sephiroth-not-on-the-third-resolution @cr:701.27a @cr:603.2
  Scenario: Three creatures die: Sephiroth's ability resolves three times and Sephiroth doesn't transform
    CR 701.27a: transforming turns a double-faced permanent over to its other face. Sephiroth, Fabled SOLDIER
    does so only when its ability resolves for the fourth time this turn (the boundary of the scenario above):
    with three of Bob's Grizzly Bears dying, it stays front face up.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sephiroth, Fabled SOLDIER and 4 Mountain
    And Bob controls 3 Grizzly Bears
    And Alice has Nibelheim Aflame in her hand
    And Alice will choose Sephiroth, Fabled SOLDIER, then Bob, then Bob, then Bob as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Bob has 3 Grizzly Bears in his graveyard
    And Bob's life total is 17
    And Alice's life total is 23
    And Alice controls Sephiroth, Fabled SOLDIER and no Sephiroth, One-Winged Angel
