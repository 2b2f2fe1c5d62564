Feature: Fabled Passage: the land found counts toward four lands, Fabled Passage doesn't; it enters tapped, then untaps
  Fabled Passage — Land: {T}, Sacrifice this land: Search your library for a basic land card, put it onto the
  battlefield tapped, then shuffle. Then if you control four or more lands, untap that land.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, FabledPassage.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 602.2b and 601.2h (the
  sacrifice is a cost, paid before the ability resolves), 608.2c (the lands are counted after the found land
  has entered), 614.1c (entering tapped), 603.2 (an ability that triggers on a permanent entering tapped).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island and Forest

  @ruling:2ef3b498ad2d @cr:608.2c @cr:602.2b
  Rule: The land put onto the battlefield counts among the four lands; the sacrificed Fabled Passage doesn't
    The land that you put onto the battlefield will be counted when determining whether you control four or
    more lands, but Fabled Passage will not.

    @id:blb-fabled-passage-four-with-found-land
    Scenario: Fabled Passage and three Plains: after the sacrifice, the three Plains and the Forest found are four lands, and Forest is untapped
      Given Alice controls Fabled Passage, Plains, Plains and Plains
      And Alice will choose Forest when searching
      When Alice activates Fabled Passage's "{T}, Sacrifice this land" ability
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Forest is untapped
      And Alice has Fabled Passage in her graveyard

    @id:blb-fabled-passage-three-lands-stays-tapped
    Scenario: Fabled Passage and two Plains: with Forest only three lands, Forest stays tapped
      Given Alice controls Fabled Passage, Plains and Plains
      And Alice will choose Forest when searching
      When Alice activates Fabled Passage's "{T}, Sacrifice this land" ability
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Forest is tapped

  @ruling:e6753c5a1e8c @cr:614.1c @cr:603.2
  Rule: With four or more lands, the land still enters tapped, and is untapped afterwards
    If you control four or more lands, the basic land doesn't enter untapped; it enters tapped and then you
    untap it.

    @id:blb-fabled-passage-enters-tapped-then-untapped
    Scenario: With Amulet of Vigor and four lands, Forest enters tapped (Amulet of Vigor's ability triggers), then is untapped
      Given Alice controls Fabled Passage, Plains, Plains, Plains and Amulet of Vigor
      And Alice will choose Forest when searching
      When Alice activates Fabled Passage's "{T}, Sacrifice this land" ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Amulet of Vigor
      And Forest is untapped

    @id:blb-fabled-passage-amulet-untaps-with-few-lands
    Scenario: With Amulet of Vigor and only two other lands, Forest enters tapped and Amulet of Vigor's ability untaps it
      Given Alice controls Fabled Passage, Plains, Plains and Amulet of Vigor
      And Alice will choose Forest when searching
      When Alice activates Fabled Passage's "{T}, Sacrifice this land" ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Amulet of Vigor
      And Forest is tapped
      When all players pass priority
      Then Forest is untapped
